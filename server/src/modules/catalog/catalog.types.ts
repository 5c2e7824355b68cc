import type { ProductFilter } from './product.service';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageMeta } from '../../graphql/common.types';
import { InheritsCachePolicy } from '../../graphql/cache-control';

@ObjectType()
@InheritsCachePolicy()
export class Brand {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
}

@ObjectType()
@InheritsCachePolicy()
export class Category {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field(() => Int, { nullable: true }) parentId!: number | null;
  @Field(() => [Category], { description: 'Child categories (nested).' }) children!: Category[];
}

@ObjectType()
@InheritsCachePolicy()
export class Attribute {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}

@ObjectType({ description: 'An attribute value linked to a product, with the stock of that value.' })
@InheritsCachePolicy()
export class ProductAttributeValue {
  @Field(() => Int) id!: number;
  @Field() value!: string;
  @Field(() => String, { nullable: true }) code!: string | null;
  @Field(() => Attribute) attribute!: Attribute;
  @Field(() => Int, { description: 'Stock of this value for the product (pivot qty).' }) qty!: number;
}

@ObjectType()
@InheritsCachePolicy()
export class ProductImage {
  @Field(() => Int) id!: number;
  @Field({ description: 'Stored file name.' }) image!: string;
  @Field() isDefault!: boolean;
}

@ObjectType()
@InheritsCachePolicy()
export class ProductVariant {
  @Field(() => Int) id!: number;
  @Field() sku!: string;
  @Field(() => Int) stock!: number;
}

@ObjectType()
@InheritsCachePolicy()
export class Product {
  @Field(() => Int) id!: number;
  @Field() title!: string;
  @Field(() => Int) qty!: number;
  @Field() sku!: string;
  @Field(() => String, { nullable: true }) barcode!: string | null;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field() isFeatured!: boolean;
  @Field(() => String, { nullable: true }) shortDescription!: string | null;
  @Field(() => String, { nullable: true, description: 'Sanitized HTML.' }) description!: string | null;
  @Field(() => Float) averageRating!: number;
  @Field(() => Int) reviewCount!: number;
  @Field(() => Int, { description: 'Changes with every stock change and admin save; send it back with updateProduct (it tells no more than qty does).' })
  version!: number;
  @Field() createdAt!: Date;
}

@ObjectType()
@InheritsCachePolicy()
export class ProductPage {
  @Field(() => [Product]) items!: Product[];
  @Field(() => PageMeta) meta!: PageMeta;
}

@ObjectType({ description: 'A slice of the shop listing for infinite scroll (keyset pagination).' })
@InheritsCachePolicy()
export class ProductFeed {
  @Field(() => [Product]) items!: Product[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next products; null at the end.' }) nextCursor!: string | null;
  @Field() hasMore!: boolean;
  /** The filter the slice was read with (for `total`). */
  filter!: ProductFilter;
}

@InputType()
export class ProductFilterInput {
  @Field(() => [Int], { nullable: true, description: 'Category ids; a parent includes its children.' }) categoryIds?: number[];
  @Field(() => [Int], { nullable: true }) brandIds?: number[];
  @Field(() => String, { nullable: true }) search?: string;
  @Field(() => Float, { nullable: true, description: 'Lowest price in rupees (included; at most 2 decimals): the base price a product card shows.' }) minPrice?: number | null;
  @Field(() => Float, { nullable: true, description: 'Highest price in rupees (included; at most 2 decimals), not below minPrice.' }) maxPrice?: number | null;
}

/** The shop listing's orders: the service's `LISTING_SORTS` keys. */
export enum ProductSort {
  NEWEST = 'newest',
  PRICE_ASC = 'price_asc',
  PRICE_DESC = 'price_desc',
  RATING = 'rating',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Order of the shop listing; ties are broken by id, so pages and cursors are stable.',
  valuesConfig: {
    NEWEST: { description: 'Newest first.' },
    PRICE_ASC: { description: 'Lowest base price first.' },
    PRICE_DESC: { description: 'Highest base price first.' },
    RATING: { description: 'Highest average rating first, then most reviews, then newest.' },
  },
});

@InputType()
export class StockItemInput {
  @Field(() => Int) attributeValueId!: number;
  @Field(() => Int) qty!: number;
}

@ObjectType()
export class StockCheck {
  @Field() available!: boolean;
  @Field(() => String, { nullable: true, description: "The spec's message when not available." }) message!: string | null;
  @Field(() => Int, { description: 'Stock of the product (summed variant stock or qty), or of the variant asked for.' }) stock!: number;
}
