import type { ListingSort, ProductFilter } from '../../modules/catalog';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../enums';
import { pageType, Rupees } from '../common.types';
import { InheritsCachePolicy } from '../cache-control';

@ObjectType({ description: 'A brand products may belong to.' })
@InheritsCachePolicy()
export class Brand {
  @Field(() => Int, { description: 'The brand id (filter with ProductFilterInput.brandIds).' }) id!: number;
  @Field({ description: 'The brand name.' }) name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
}

@ObjectType({ description: 'A product category; categories nest (a parent holds sub-categories).' })
@InheritsCachePolicy()
export class Category {
  @Field(() => Int, { description: 'The category id (filter with ProductFilterInput.categoryIds).' })
  id!: number;
  @Field({ description: 'The category name.' }) name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field(() => Int, { nullable: true, description: 'The parent category; null for a top-level one.' })
  parentId!: number | null;
  @Field(() => [Category], { description: 'Child categories (nested).' }) children!: Category[];
}

@ObjectType({ description: 'A kind of choice a product offers, such as Size or Colour.' })
@InheritsCachePolicy()
export class Attribute {
  @Field(() => Int, { description: 'The attribute id.' }) id!: number;
  @Field({ description: 'The attribute name shown to shoppers, e.g. Size.' }) name!: string;
}

@ObjectType({ description: 'An attribute value linked to a product, with the stock of that value.' })
@InheritsCachePolicy()
export class ProductAttributeValue {
  @Field(() => Int, { description: 'The attribute value id: what a cart line lists in attributeValueIds.' })
  id!: number;
  @Field({ description: 'The value shown to shoppers, e.g. Small.' }) value!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Optional short code of the value (e.g. a colour code), at most 40 characters.',
  })
  code!: string | null;
  @Field(() => Attribute, { description: 'The attribute this value belongs to.' }) attribute!: Attribute;
  @Field(() => Int, { description: 'Stock of this value for the product (pivot qty).' }) qty!: number;
}

@ObjectType({ description: 'One image of a product gallery.' })
@InheritsCachePolicy()
export class ProductImage {
  @Field(() => Int, { description: 'The image id.' }) id!: number;
  @Field({ description: 'Stored file name.' }) image!: string;
  @Field({ description: "Whether this is the product's default image (its imageUrl)." }) isDefault!: boolean;
}

@ObjectType({ description: 'One size/colour combination of a product, with its own SKU, price and stock.' })
@InheritsCachePolicy()
export class ProductVariant {
  @Field(() => Int, { description: 'The variant id: what a cart line sends as variantId.' }) id!: number;
  @Field({ description: 'Stock keeping unit, unique across products and variants.' }) sku!: string;
  @Field(() => Int, { description: 'Units of this variant in stock.' }) stock!: number;
  @Rupees({ description: 'Price in rupees.' }) price!: number;
}

@ObjectType({ description: 'A product of the catalogue. Money is in rupees (PKR), dates ISO 8601.' })
@InheritsCachePolicy()
export class Product {
  @Field(() => Int, { description: 'The product id.' }) id!: number;
  @Field({ description: 'The product name, at most 200 characters.' }) title!: string;
  @Field(() => Int, {
    description:
      'Stock kept on the product itself; for a product with variants, `stock` sums theirs. Order against `stock`.',
  })
  qty!: number;
  @Field({ description: 'Stock keeping unit, unique across products.' }) sku!: string;
  @Field(() => String, { nullable: true, description: 'Barcode (e.g. EAN), at most 64 characters.' })
  barcode!: string | null;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field({ description: 'Shown among the featured products of the home page.' }) isFeatured!: boolean;
  @Field(() => String, { nullable: true, description: 'Plain-text summary, at most 500 characters.' })
  shortDescription!: string | null;
  @Field(() => String, { nullable: true, description: 'Sanitized HTML.' }) description!: string | null;
  @Field(() => Float, { description: 'Mean review rating, 0 to 5 (2 decimals); 0 without reviews.' })
  averageRating!: number;
  @Field(() => Int, { description: 'Number of reviews.' }) reviewCount!: number;
  @Rupees({ description: 'Price in rupees.' }) price!: number;
  @Rupees({ nullable: true, description: 'Old (strike-through) price in rupees.' }) comparePrice!:
    number | null;
  @Field(() => Int, {
    description:
      'Changes with every admin edit of the product (its fields, values and images), never with its stock; send it back with updateProduct.',
  })
  version!: number;
  @Field({ description: 'When the product was created (ISO 8601, UTC).' }) createdAt!: Date;
}

export const ProductPage = pageType('ProductPage', Product, {
  description: 'One numbered page of the shop listing.',
  items: 'The products of this page, newest first.',
  inheritsCachePolicy: true,
});

@ObjectType({ description: 'A slice of the shop listing for infinite scroll (keyset pagination).' })
@InheritsCachePolicy()
export class ProductFeed {
  @Field(() => [Product], { description: 'The products of this slice, newest first.' }) items!: Product[];
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` to get the next products; null at the end.',
  })
  nextCursor!: string | null;
  @Field({ description: 'Whether more products follow (nextCursor is not null).' }) hasMore!: boolean;
  /** The filter the slice was read with (for `total`). */
  filter!: ProductFilter;
}

@InputType({
  description:
    'Narrows the shop listing; filters combine (AND), the ids within one list are alternatives (OR).',
})
export class ProductFilterInput {
  @Field(() => [Int], { nullable: true, description: 'Category ids; a parent includes its children.' })
  categoryIds?: number[];
  @Field(() => [Int], { nullable: true, description: 'Brand ids.' }) brandIds?: number[];
  @Field(() => String, {
    nullable: true,
    description: 'Text the title or SKU contains (case-insensitive; first 100 characters used).',
  })
  search?: string;
  @Field(() => Float, {
    nullable: true,
    description:
      'Lowest price in rupees (included; at most 2 decimals): the lowest price a shopper can pay, which the product card shows.',
  })
  minPrice?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Highest price in rupees (included; at most 2 decimals), not below minPrice.',
  })
  maxPrice?: number | null;
}

/** The shop listing's orders: the service's `LISTING_SORTS` keys as GraphQL names them. */
export const ProductSort = graphqlEnum<ListingSort>(
  'ProductSort',
  'Order of the shop listing; ties are broken by id, so pages and cursors are stable.',
  {
    newest: 'Newest first.',
    price_asc: 'Lowest listed price first (the lowest price a shopper can pay, as the card shows).',
    price_desc: 'Highest listed price first (the lowest price a shopper can pay, as the card shows).',
    rating: 'Highest average rating first, then most reviews, then newest.',
  },
);

@InputType({ description: 'A chosen attribute value and the quantity wanted of it.' })
export class StockItemInput {
  @Field(() => Int, { description: 'A ProductAttributeValue id of the product.' }) attributeValueId!: number;
  @Field(() => Int, { description: 'Units wanted.' }) qty!: number;
}

@ObjectType({ description: 'The answer of checkStock.' })
export class StockCheck {
  @Field({ description: 'Whether the quantity asked for can be ordered now.' }) available!: boolean;
  @Field(() => String, { nullable: true, description: "The spec's message when not available." }) message!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why not, when not available: OUT_OF_STOCK (the stock is short: the spec's messages), QTY_LIMIT (more than one order may hold of an item: the message says how many) or INVALID.",
  })
  code?: string | null;
  @Field(() => Int, {
    description: 'Stock of the product (summed variant stock or qty), or of the variant asked for.',
  })
  stock!: number;
}
