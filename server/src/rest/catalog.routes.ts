import express, { Request, Router } from 'express';
import { NotFoundError, ValidationError } from '../shared/errors';
import { parseId } from '../shared/inputs/fields';
import { reviewInput, reviewMessage } from '../shared/inputs/review';
import { RestDialect } from './dialect';
import { chooseKey } from '../shared/keys';
import { LISTING_SORTS, priceRange, PRODUCT_NOT_FOUND } from '../modules/catalog';
import { MAX_PAGE } from '../graphql/limits';
import { REVIEW_SUBMITTED } from '../modules/reviews';
import type { Services } from '../services';
import { bodyObject, cachedRoute, indexedSearchBody, productCards, route, pathId } from './http';
import {
  serializeCategoryTree,
  serializePageMeta,
  serializeProduct,
  serializeProducts,
  serializeReview,
} from './serializers';

/** `category[]=1&category[]=2`, `category=1,2` or `category=1` → ids; 422 on a bad id. */
function idList(req: Request, name: string): number[] {
  const raw: unknown = req.query[name] ?? req.query[`${name}[]`];
  const parts = (Array.isArray(raw) ? (raw as unknown[]) : raw === undefined ? [] : [raw])
    .flatMap((v): unknown[] => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
  const ids = parts.map(parseId);
  if (ids.some((id) => id === null) || ids.length > 200) {
    throw ValidationError.single(name, `The ${name} filter must be a list of ids.`);
  }
  return [...new Set(ids as number[])];
}

function queryText(req: Request, name: string): string {
  const v = req.query[name];
  return typeof v === 'string' ? v.slice(0, 200) : '';
}

function positiveQty(v: unknown, field: string): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 100_000) {
    throw ValidationError.single(field, 'The quantity must be a whole number of at least 1.');
  }
  return n;
}

/** Public catalogue paths of spec section 7, mapped to the catalogue services. */
export const reviews = new RestDialect(reviewInput);

export function catalogRoutes(services: Services): Router {
  const r = express.Router();
  const { media } = services;

  r.get(
    '/get-latest-products',
    cachedRoute(services, async ({ loaders }) => ({
      status: 200,
      data: await serializeProducts(await services.products.latest(), loaders, media),
    })),
  );

  r.get(
    '/get-featured-products',
    cachedRoute(services, async ({ loaders }) => ({
      status: 200,
      data: await serializeProducts(await services.products.featured(), loaders, media),
    })),
  );

  r.get(
    '/search-products',
    route(services, async ({ req, res, loaders }) => {
      const text = queryText(req, 'search');
      const indexed = await indexedSearchBody(services, text, loaders);
      if (!indexed)
        return {
          status: 200,
          data: await serializeProducts(await services.products.search(text), loaders, media),
        };
      res.type('json').send(indexed);
    }),
  );

  r.get(
    '/get-categories',
    cachedRoute(services, async () => ({
      status: 200,
      data: serializeCategoryTree(await services.categories.publicTree()),
    })),
  );

  r.get(
    '/get-brands',
    cachedRoute(services, async () => ({
      status: 200,
      data: (await services.brands.publicList()).map((b) => ({ id: b.id, name: b.name, status: b.status })),
    })),
  );

  // The spec's category[], brand[], search and page, and sort (newest, price_asc,
  // price_desc or rating; newest when absent) and a price range in rupees, min_price and
  // max_price (each optional, both included).
  r.get(
    '/get-products',
    cachedRoute(services, async ({ req, loaders }) => {
      const rawPage = queryText(req, 'page') || '1';
      const page = /^\d{1,7}$/.test(rawPage) ? Number(rawPage) : NaN;
      if (!(page >= 1 && page <= MAX_PAGE))
        throw ValidationError.single('page', `The page must be between 1 and ${MAX_PAGE}.`);
      const sort = chooseKey(LISTING_SORTS, req.query.sort, 'sort');
      const prices = priceRange(req.query.min_price, req.query.max_price, {
        min: 'min_price',
        max: 'max_price',
      });
      const filter = {
        categoryIds: idList(req, 'category'),
        brandIds: idList(req, 'brand'),
        search: queryText(req, 'search'),
        ...prices,
      };
      if (services.catalogCache.responses.enabled) {
        // The page's ids and each product's JSON are kept apart: a change to one product
        // (its stock, above all) recomputes that product's JSON, not the whole page.
        const ids = await services.products.listIds(filter, page, sort);
        const cards = await productCards(services, loaders, ids.ids);
        const meta = JSON.stringify(serializePageMeta(ids));
        return Buffer.from(`{"status":200,"data":[${cards.join(',')}],"meta":${meta}}`);
      }
      const result = await services.products.list(filter, page, sort);
      return {
        status: 200,
        data: await serializeProducts(result.items, loaders, media),
        meta: serializePageMeta(result),
      };
    }),
  );

  r.get(
    '/product-details/:id',
    cachedRoute(services, async ({ req, loaders }) => ({
      status: 200,
      data: await serializeProduct(
        await services.products.details(pathId(req, PRODUCT_NOT_FOUND)),
        loaders,
        media,
      ),
    })),
  );

  r.get(
    '/product-reviews/:id',
    cachedRoute(services, async ({ req }) => {
      const id = pathId(req, PRODUCT_NOT_FOUND);
      await services.products.details(id);
      return { status: 200, data: (await services.reviews.listForProduct(id)).map(serializeReview) };
    }),
  );

  r.post(
    '/product-reviews',
    route(services, async ({ req }) => {
      const body = bodyObject(req);
      const productId = parseId(body.product_id);
      if (productId === null) throw ValidationError.single('product_id', 'The product_id field is required');
      const review = await reviews.run(
        body,
        (input) => services.reviews.create(productId, input, { ip: req.ip ?? '' }),
        reviewMessage,
      );
      return { status: 200, message: REVIEW_SUBMITTED, data: serializeReview(review) };
    }),
  );

  r.post(
    '/products/:id/check-stock',
    route(services, async ({ req, res }) => {
      const id = pathId(req, PRODUCT_NOT_FOUND);
      const body = bodyObject(req);
      const items = Array.isArray(body.items)
        ? body.items.slice(0, 50).map((it, i) => {
            const o = (it && typeof it === 'object' ? it : {}) as Record<string, unknown>;
            const attributeValueId = parseId(o.attribute_value_id);
            if (attributeValueId === null)
              throw ValidationError.single(
                `items.${i}.attribute_value_id`,
                'The attribute_value_id field is required',
              );
            return { attributeValueId, qty: positiveQty(o.qty, `items.${i}.qty`) };
          })
        : undefined;
      const rawVariant = body.variant_id ?? body.variantId;
      const variantId = rawVariant == null ? undefined : parseId(rawVariant);
      if (variantId === null)
        throw ValidationError.single(
          'variant_id',
          "The variant_id must be the id of one of the product's variants.",
        );
      const qty =
        items?.length && variantId === undefined
          ? undefined
          : body.qty === undefined
            ? 1
            : positiveQty(body.qty, 'qty');
      try {
        const { stock } = await services.products.checkStock(
          id,
          { qty, items: variantId === undefined ? items : undefined, variantId },
          { ip: req.ip ?? '' },
        );
        return { status: 200, available: true, stock };
      } catch (err) {
        if (err instanceof NotFoundError) {
          res.status(404).json({ status: 404, message: err.message, errors: { product: [err.message] } });
          return;
        }
        throw err;
      }
    }),
  );

  return r;
}
