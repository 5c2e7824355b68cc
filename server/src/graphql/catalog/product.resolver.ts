import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { primeRelations } from '../loaders';
import { defaultImage, productStock } from './product.loaders';
import { ValidationError } from '../../shared/errors';
import { pageArg } from '../limits';
import { PublicCatalogue } from '../cache-control';
import { THUMB_WIDTHS } from '../../modules/media';
import {
  Attribute,
  Brand,
  Category,
  Product,
  ProductAttributeValue,
  ProductFilterInput,
  ProductImage,
  ProductPage,
  ProductFeed,
  ProductSort,
  ProductVariant,
  StockCheck,
  StockItemInput,
} from './catalog.types';
import {
  type ProductEntity,
  type ProductImageEntity,
  type ProductVariantEntity,
  PAGE_SIZE,
  priceRange,
  type ProductFilter,
  type LinkedAttributeValue,
} from '../../modules/catalog';
import { variantOptions } from './purchase.resolver';

/** The products, their relations (read with them) handed to the request's loaders. */
function primed(ctx: GraphQLContext, items: ProductEntity[]): ProductEntity[] {
  primeRelations(ctx.loaders, items);
  // Every public list holds visible products only: their `purchasable` asks no further query.
  for (const p of items) ctx.loaders.visibleProduct.prime(p.id, p);
  return items;
}

/** The filter input as the service's filter: its price range in paisa (checked). */
function listingFilter(input: ProductFilterInput | undefined): ProductFilter {
  if (!input) return {};
  const { minPrice, maxPrice, ...rest } = input;
  return { ...rest, ...priceRange(minPrice, maxPrice, { min: 'minPrice', max: 'maxPrice' }) };
}

const THUMB_WIDTH_ARG = {
  defaultValue: 300,
  description:
    'Wanted width in pixels: 800 or more gives the 800 px thumbnail, anything less the 300 px one.',
};
const thumbWidth = (width: number) => (width >= THUMB_WIDTHS[1] ? THUMB_WIDTHS[1] : THUMB_WIDTHS[0]);
const FILTER_ARG = {
  nullable: true,
  description: 'Categories, brands, search text and a price range; none lists every active product.',
};
const SORT_ARG = { defaultValue: ProductSort.NEWEST, description: 'Newest first unless told.' };

@Resolver(() => Product)
export class ProductResolver {
  @PublicCatalogue()
  @Query(() => [Product], { description: 'Newest products (home page, New Arrivals).' })
  async latestProducts(@Ctx() ctx: GraphQLContext): Promise<ProductEntity[]> {
    return primed(ctx, await ctx.services.products.latest());
  }

  @PublicCatalogue()
  @Query(() => [Product], { description: 'Newest featured products (home page).' })
  async featuredProducts(@Ctx() ctx: GraphQLContext): Promise<ProductEntity[]> {
    return primed(ctx, await ctx.services.products.featured());
  }

  @Query(() => [Product], {
    description:
      'Live search by title or SKU (search drawer): at most 10 active products, titles starting with the text first, then newest.',
  })
  async searchProducts(
    @Arg('search', {
      description: 'Text the title or SKU contains (case-insensitive; first 100 characters used).',
    })
    search: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductEntity[]> {
    return primed(ctx, await ctx.services.products.search(search));
  }

  @PublicCatalogue()
  @Query(() => ProductPage, { description: 'Shop listing, 12 a page, in the order `sort`.' })
  async products(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProductFilterInput, FILTER_ARG) filter?: ProductFilterInput,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page number, from 1.' }) page = 1,
    @Arg('sort', () => ProductSort, SORT_ARG) sort = ProductSort.NEWEST,
  ) {
    const result = await ctx.services.products.list(listingFilter(filter), pageArg(page), sort);
    const { items, ...meta } = result;
    return { items: primed(ctx, items), meta };
  }

  @PublicCatalogue()
  @Query(() => ProductFeed, {
    description:
      'Shop listing for infinite scroll, in the order `sort`: pass the previous nextCursor as after (with the same sort).',
  })
  async productFeed(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProductFilterInput, FILTER_ARG) filter?: ProductFilterInput,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The nextCursor of the previous slice (opaque); left out for the first slice.',
    })
    after?: string,
    @Arg('first', () => Int, { defaultValue: PAGE_SIZE, description: 'Products in this slice, 1 to 48.' })
    first = PAGE_SIZE,
    @Arg('sort', () => ProductSort, SORT_ARG) sort = ProductSort.NEWEST,
  ): Promise<ProductFeed> {
    const f = listingFilter(filter);
    const { items, nextCursor } = await ctx.services.products.feed(f, after ?? null, first, sort);
    return { items: primed(ctx, items), nextCursor, hasMore: nextCursor !== null, filter: f };
  }

  @PublicCatalogue()
  @Query(() => Product, {
    nullable: true,
    description: 'A public product, or null when unknown or inactive.',
  })
  product(
    @Arg('id', () => Int, { description: 'The product id.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductEntity | null> {
    return ctx.loaders.visibleProduct.load(id);
  }

  @Query(() => StockCheck, {
    description: 'Whether a quantity (or chosen values with quantities) is in stock.',
  })
  async checkStock(
    @Arg('productId', () => Int, { description: 'The product id.' }) productId: number,
    @Ctx() ctx: GraphQLContext,
    @Arg('qty', () => Int, { nullable: true, description: 'Units wanted (default 1).' }) qty?: number,
    @Arg('items', () => [StockItemInput], {
      nullable: true,
      description:
        'Chosen attribute values with quantities; for a product with variants, its size and colour values name the variant.',
    })
    items?: StockItemInput[],
    @Arg('variantId', () => Int, {
      nullable: true,
      description: "One of the product's variants: checks qty against its stock.",
    })
    variantId?: number,
  ): Promise<StockCheck> {
    try {
      const { stock } = await ctx.services.products.checkStock(
        productId,
        { qty: qty ?? undefined, items: items ?? undefined, variantId: variantId ?? undefined },
        ctx,
      );
      return { available: true, message: null, code: null, stock };
    } catch (err) {
      if (err instanceof ValidationError) {
        const product = await ctx.loaders.product.load(productId);
        const variant =
          variantId == null
            ? undefined
            : (await ctx.loaders.productVariants.load(productId)).find((v) => v.id === variantId);
        return {
          available: false,
          message: err.message,
          code: err.fieldErrors[0]?.code ?? null,
          stock: variant ? variant.stock : product ? await productStock(ctx.loaders, product) : 0,
        };
      }
      throw err;
    }
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Why the shop does not show this product ("Hidden from the shop: its category \\"Winter\\" is inactive."), or null when it is shown: its status, its category and every parent, its brand, or no category at all (waiting in "Uncategorised").',
  })
  hiddenReason(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.hiddenReason.load(p.id);
  }

  @FieldResolver(() => Int, { description: 'Available stock: summed variant stock, or qty.' })
  stock(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<number> {
    return productStock(ctx.loaders, p);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Relative URL (/uploads/products/…, on the shop's own origin) of the default image, full size WebP; null without images.",
  })
  async imageUrl(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const img = await defaultImage(ctx.loaders, p.id);
    return img ? ctx.services.webMedia.image(img.image) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Relative URL (/uploads/…) of the default image as a WebP thumbnail (300 or 800 px wide); null without images.',
  })
  async thumbnailUrl(
    @Root() p: ProductEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('width', () => Int, THUMB_WIDTH_ARG) width: number,
  ): Promise<string | null> {
    const img = await defaultImage(ctx.loaders, p.id);
    return img ? ctx.services.webMedia.thumb(img.image, thumbWidth(width)) : null;
  }

  @FieldResolver(() => Category, {
    nullable: true,
    description: 'Its category (children not filled in here).',
  })
  async category(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext) {
    const c = await ctx.loaders.category.load(p.categoryId);
    return c ? { ...c, children: [] } : null;
  }

  @FieldResolver(() => Brand, { nullable: true, description: 'Its brand; null for none.' })
  brand(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext) {
    return p.brandId == null ? null : ctx.loaders.brand.load(p.brandId);
  }

  @FieldResolver(() => [ProductImage], { description: 'The gallery, in its order.' })
  images(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<ProductImageEntity[]> {
    return ctx.loaders.productImages.load(p.id);
  }

  @FieldResolver(() => [ProductAttributeValue], {
    description:
      'The attribute values linked to the product (a shopper chooses one per attribute), each with its stock.',
  })
  async attributeValues(
    @Root() p: ProductEntity,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductAttributeValue[]> {
    const rows: LinkedAttributeValue[] = await ctx.loaders.productAttributeValues.load(p.id);
    return rows.map((r) => ({
      id: r.id,
      value: r.value,
      code: r.code,
      qty: r.qty,
      attribute: { id: r.attributeId, name: r.attributeName } satisfies Attribute,
    }));
  }

  @FieldResolver(() => [ProductVariant], {
    description: 'Its size/colour variants; empty for a product without variants.',
  })
  variants(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<ProductVariantEntity[]> {
    return ctx.loaders.productVariants.load(p.id);
  }
}

@Resolver(() => ProductFeed)
export class ProductFeedResolver {
  @FieldResolver(() => Int, {
    description: 'How many products match the filter (counted only when asked for).',
  })
  total(@Root() feed: ProductFeed, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.products.count(feed.filter);
  }
}

@Resolver(() => ProductImage)
export class ProductImageResolver {
  @FieldResolver(() => String, {
    description:
      "Relative URL (/uploads/products/…, on the shop's own origin) of the full-size image (WebP).",
  })
  imageUrl(@Root() i: ProductImageEntity, @Ctx() ctx: GraphQLContext): string {
    return ctx.services.webMedia.image(i.image);
  }

  @FieldResolver(() => String, {
    description: 'Relative URL (/uploads/…) of a thumbnail (300 or 800 px wide WebP).',
  })
  thumbnailUrl(
    @Root() i: ProductImageEntity,
    @Ctx() ctx: GraphQLContext,
    @Arg('width', () => Int, THUMB_WIDTH_ARG) width: number,
  ): string {
    return ctx.services.webMedia.thumb(i.image, thumbWidth(width));
  }
}

@Resolver(() => ProductVariant)
export class ProductVariantResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The attribute value id of its size; null without one.',
  })
  sizeId(@Root() v: ProductVariantEntity): number | null {
    return v.sizeValueId;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The attribute value id of its colour; null without one.',
  })
  colorId(@Root() v: ProductVariantEntity): number | null {
    return v.colorValueId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its size, e.g. Small; null without one.' })
  async size(@Root() v: ProductVariantEntity, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return v.sizeValueId == null
      ? null
      : ((await ctx.loaders.attributeValue.load(v.sizeValueId))?.value ?? null);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its colour, e.g. Red; null without one.' })
  async color(@Root() v: ProductVariantEntity, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return v.colorValueId == null
      ? null
      : ((await ctx.loaders.attributeValue.load(v.colorValueId))?.value ?? null);
  }

  @FieldResolver(() => [ProductAttributeValue], {
    description:
      "Its size and colour as attribute values (attribute named Size and Colour), each with the variant's stock as qty: what a cart line's selectedAttributes hold.",
  })
  options(@Root() v: ProductVariantEntity, @Ctx() ctx: GraphQLContext): Promise<ProductAttributeValue[]> {
    return variantOptions(v, ctx);
  }
}
