import express, { Request, Router } from 'express';
import {
  ATTRIBUTE_DELETED,
  ATTRIBUTE_NOT_FOUND,
  BRAND_CREATED,
  BRAND_DELETED,
  BRAND_UPDATED,
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_NOT_FOUND,
  CATEGORY_UPDATED,
  DEFAULT_IMAGE_UPDATED,
  IMAGE_DELETED,
  IMAGE_UPLOADED,
  PRODUCT_CREATED,
  PRODUCT_UPDATED,
  IMAGE_NOT_FOUND,
  MAX_GALLERY_FILES,
  parseVersion,
  PRODUCT_DELETED,
  PRODUCT_NOT_FOUND,
  PRODUCT_SORTS,
  type ProductEntity,
} from '../modules/catalog';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../modules/media';
import { NotFoundError, ValidationError } from '../shared/errors';
import { parseId } from '../shared/inputs/fields';
import { attributeInput, brandInput, categoryInput, productInput } from '../shared/inputs/catalog';
import { RestDialect } from './dialect';
import type { Services } from '../services';
import { bodyObject, listQuery, multipartBody, requireRole, route, pathId } from './http';
import { serializeCategoryTree, serializeImage, serializePageMeta, serializeProduct } from './serializers';
import { toRupees } from '../shared/money';

/** Multipart bodies: multer errors (too big, too many) become 422s with the field named. */
const multipart = multipartBody(
  { fileSize: MAX_IMAGE_BYTES, files: MAX_GALLERY_FILES, fields: 100, fieldSize: 100_000 },
  (upload) => upload.any(),
  (part) => part ?? 'gallery',
  { LIMIT_FILE_SIZE: IMAGE_TOO_LARGE, LIMIT_FILE_COUNT: `At most ${MAX_GALLERY_FILES} images at a time.` },
);

const files = (req: Request, pattern: RegExp) =>
  ((req.files as Express.Multer.File[] | undefined) ?? [])
    .filter((f) => pattern.test(f.fieldname))
    .map((f) => f.buffer);

/**
 * A back-office resource's five routes: the list, create, read, update and delete. With
 * `created`/`updated` messages an item is answered in the `{ status, message, data }` envelope,
 * without them bare; a delete always answers `{ status, message }`.
 */
function crudRoutes<T>(
  r: Router,
  services: Services,
  path: string,
  o: {
    list: () => Promise<unknown>;
    read: (id: number) => Promise<T>;
    create: (body: Record<string, unknown>) => Promise<T>;
    update: (id: number, body: Record<string, unknown>) => Promise<T>;
    remove: (id: number) => Promise<unknown>;
    show: (item: T) => unknown;
    notFound: string;
    messages: { created?: string; updated?: string; deleted: string };
  },
): void {
  const answer = (item: T, message?: string) =>
    o.messages.created ? { status: 200, ...(message ? { message } : {}), data: o.show(item) } : o.show(item);
  r.get(path, route(services, o.list));
  r.post(
    path,
    route(services, async ({ req }) => answer(await o.create(bodyObject(req)), o.messages.created)),
  );
  r.get(
    `${path}/:id`,
    route(services, async ({ req }) => answer(await o.read(pathId(req, o.notFound)))),
  );
  r.put(
    `${path}/:id`,
    route(services, async ({ req }) => {
      const target = pathId(req, o.notFound);
      return answer(await o.update(target, bodyObject(req)), o.messages.updated);
    }),
  );
  r.delete(
    `${path}/:id`,
    route(services, async ({ req }) => {
      await o.remove(pathId(req, o.notFound));
      return { status: 200, message: o.messages.deleted };
    }),
  );
}

export const categoryBody = new RestDialect(categoryInput, { parent_id: 'parentId' });
export const brandBody = new RestDialect(brandInput);
export const attributeBody = new RestDialect(attributeInput);
export const productBody = new RestDialect(productInput, {
  category: 'categoryId',
  brand: 'brandId',
  compare_price: 'comparePrice',
  is_featured: 'isFeatured',
  short_description: 'shortDescription',
  attribute_values: 'attributeValues',
  'attribute_values[]': 'attributeValues',
});

/** The back-office catalogue paths of spec section 7 (all admin only). */
export function adminCatalogRoutes(services: Services): Router {
  const r = express.Router();
  const { catalogAdmin: admin, productAdmin: products, media } = services;
  r.use(
    [
      '/admin/categories',
      '/admin/brands',
      '/admin/attributes',
      '/admin/get-attributes',
      '/admin/products',
      '/admin/image',
      '/admin/product-image',
      '/admin/default-image',
      '/admin/dashboard',
    ],
    requireRole('ADMIN'),
  );

  const category = (c: { id: number; name: string; status: number; parentId: number | null }) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    parent_id: c.parentId,
  });
  const brand = (b: { id: number; name: string; status: number }) => ({
    id: b.id,
    name: b.name,
    status: b.status,
  });
  const attribute = (a: {
    id: number;
    name: string;
    values: Array<{ id: number; value: string; code: string | null }>;
  }) => ({
    id: a.id,
    name: a.name,
    values: a.values.map((v) => ({ id: v.id, value: v.value, code: v.code })),
  });

  crudRoutes(r, services, '/admin/categories', {
    list: async () => ({ status: 200, data: serializeCategoryTree(await admin.categoryTree()) }),
    read: (n) => admin.category(n),
    create: (body) => categoryBody.run(body, (input) => admin.createCategory(input)),
    update: (n, body) => categoryBody.run(body, (input) => admin.updateCategory(n, input)),
    remove: (n) => admin.deleteCategory(n),
    show: category,
    notFound: CATEGORY_NOT_FOUND,
    messages: { created: CATEGORY_CREATED, updated: CATEGORY_UPDATED, deleted: CATEGORY_DELETED },
  });
  crudRoutes(r, services, '/admin/brands', {
    list: async () => ({ status: 200, data: (await admin.brands()).map(brand) }),
    read: (n) => admin.brand(n),
    create: (body) => brandBody.run(body, (input) => admin.createBrand(input)),
    update: (n, body) => brandBody.run(body, (input) => admin.updateBrand(n, input)),
    remove: (n) => admin.deleteBrand(n),
    show: brand,
    notFound: 'Brand not found.',
    messages: { created: BRAND_CREATED, updated: BRAND_UPDATED, deleted: BRAND_DELETED },
  });
  // Attributes answer with the bare attribute (no envelope), as their routes always have.
  crudRoutes(r, services, '/admin/attributes', {
    list: async () => (await admin.attributes()).map(attribute),
    read: (n) => admin.attribute(n),
    create: (body) => attributeBody.run(body, (input) => admin.createAttribute(input)),
    update: (n, body) => attributeBody.run(body, (input) => admin.updateAttribute(n, input)),
    remove: (n) => admin.deleteAttribute(n),
    show: attribute,
    notFound: ATTRIBUTE_NOT_FOUND,
    messages: { deleted: ATTRIBUTE_DELETED },
  });
  r.get(
    '/admin/get-attributes',
    route(services, async () => {
      const list = (await admin.attributes()).map(attribute);
      return { status: 200, attributes: list, attribute_ids: list.map((a) => a.id) };
    }),
  );

  r.get(
    '/admin/products',
    route(services, async ({ req, loaders }) => {
      const q = req.query;
      const num = (v: unknown) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
      const list = listQuery(q, PRODUCT_SORTS);
      const page = await products.list({ ...list, page: num(q.page), perPage: num(q.per_page) });
      return {
        status: 200,
        data: await Promise.all(page.items.map((p) => serializeProduct(p, loaders, media))),
        meta: serializePageMeta(page),
      };
    }),
  );
  // The admin's view of a product carries its `version`: a save sends it back (body `version`, or `If-Match: "<version>"`;
  // not an ETag: the version changes with neither stock nor a new non-default image).
  const adminProduct = async (p: ProductEntity, loaders: Parameters<typeof serializeProduct>[1]) => ({
    ...(await serializeProduct(p, loaders, media)),
    version: p.version,
  });
  r.post(
    '/admin/products',
    multipart,
    route(services, async ({ req, loaders }) => {
      const p = await productBody.run(bodyObject(req), (input) =>
        products.create(input, files(req, /^gallery(\[\d*\])?$/)),
      );
      return { status: 200, message: PRODUCT_CREATED, data: await adminProduct(p, loaders) };
    }),
  );
  r.get(
    '/admin/products/:id',
    route(services, async ({ req, loaders }) => {
      const productId = pathId(req, PRODUCT_NOT_FOUND);
      const [p, links] = await Promise.all([products.get(productId), products.links(productId)]);
      await products.stockShown(req.user!, productId, p.qty, links.values);
      return {
        status: 200,
        data: await adminProduct(p, loaders),
        attribute_ids: links.attributeIds,
        attribute_values: links.values.map((v) => ({
          attribute_value_id: v.attributeValueId,
          attribute_id: v.attributeId,
          qty: v.qty,
        })),
      };
    }),
  );
  // The version read with the form: body `version`, else If-Match (409 when changed since); stock: see inventory/stock.adjust.ts.
  r.put(
    '/admin/products/:id',
    route(services, async ({ req, loaders }) => {
      const { version, ...body } = bodyObject(req);
      const expected = parseVersion(version ?? req.get('if-match'));
      const target = pathId(req, PRODUCT_NOT_FOUND);
      const p = await productBody.run(body, (input) => products.update(target, input, expected, req.user!));
      return { status: 200, message: PRODUCT_UPDATED, data: await adminProduct(p, loaders) };
    }),
  );
  r.delete(
    '/admin/products/:id',
    route(services, async ({ req }) => {
      await products.delete(pathId(req, PRODUCT_NOT_FOUND));
      return { status: 200, message: PRODUCT_DELETED };
    }),
  );

  r.post(
    '/admin/product-image/store',
    multipart,
    route(services, async ({ req }) => {
      const productId = parseId(bodyObject(req).product_id);
      if (productId === null) throw ValidationError.single('product_id', 'The product_id field is required');
      const [image] = files(req, /^image$/);
      const img = await products.gallery.addImage(productId, image);
      return { status: 200, message: IMAGE_UPLOADED, data: serializeImage(img, media) };
    }),
  );
  r.delete(
    '/admin/image/delete/:id',
    route(services, async ({ req }) => {
      await products.gallery.deleteImage(pathId(req, IMAGE_NOT_FOUND));
      return { status: 200, message: IMAGE_DELETED };
    }),
  );
  r.get(
    '/admin/default-image/update',
    route(services, async ({ req }) => {
      const image = parseId(req.query.image);
      const productId = parseId(req.query.product_id);
      if (image === null || productId === null) throw new NotFoundError(IMAGE_NOT_FOUND);
      await products.gallery.setDefaultImage(productId, image);
      return { status: 200, message: DEFAULT_IMAGE_UPDATED };
    }),
  );

  r.get(
    '/admin/dashboard',
    route(services, async () => {
      const f = await services.dashboard.figures();
      return {
        status: 200,
        data: {
          users: f.customers,
          orders: f.orders,
          products: f.products,
          revenue_30_days: toRupees(f.revenue30Days),
          daily: f.daily.map((d) => ({ ...d, revenue: toRupees(d.revenue) })),
        },
      };
    }),
  );

  return r;
}
