import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { pageType, Payload } from '../common.types';
import { Brand, Category, Product, ProductImage } from './catalog.types';

@ObjectType({ description: 'One value of an attribute (e.g. Small of Size), as the back office edits it.' })
export class AttributeValueItem {
  @Field(() => Int, {
    description: 'The attribute value id (send it back to keep the value on updateAttribute).',
  })
  id!: number;
  @Field({ description: 'The value shown to shoppers.' }) value!: string;
  @Field(() => String, { nullable: true, description: 'Optional short code of the value.' }) code!:
    string | null;
}

@ObjectType({ description: 'An attribute with all its values, in their order (back office).' })
export class AttributeWithValues {
  @Field(() => Int, { description: 'The attribute id.' }) id!: number;
  @Field({ description: 'The attribute name, e.g. Size.' }) name!: string;
  @Field(() => [AttributeValueItem], { description: 'Its values, in the order shoppers see them.' })
  values!: AttributeValueItem[];
}

@InputType({ description: 'The category form.' })
export class CategoryInput {
  @Field({ description: 'Category name, at most 120 characters.' }) name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'The parent category id; null or left out for a top-level category. Not the category itself or one of its sub-categories.',
  })
  parentId?: number | null;
}

@InputType({ description: 'The brand form.' })
export class BrandInput {
  @Field({ description: 'Brand name, at most 120 characters.' }) name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
}

@InputType({ description: 'One value of the attribute form.' })
export class AttributeValueInput {
  @Field(() => Int, { nullable: true, description: 'Keep this value (its id); omit for a new one.' }) id?:
    number | null;
  @Field({ description: 'The value shown to shoppers (first 80 characters kept).' }) value!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Optional short code (first 40 characters kept); empty means none.',
  })
  code?: string | null;
}

@InputType({ description: 'The attribute form: a name and its values in order.' })
export class AttributeInput {
  @Field({ description: 'Attribute name, at most 80 characters.' }) name!: string;
  @Field(() => [AttributeValueInput], { description: 'At least one value, in the order shoppers see them.' })
  values!: AttributeValueInput[];
}

@InputType({ description: 'An attribute value linked to a product, with its stock.' })
export class ProductValueQtyInput {
  @Field(() => Int, { description: 'An AttributeValueItem id.' }) attributeValueId!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'A value linked by this save: its stock, at least 1 (1 when left out). A value already linked: leave it out (change its stock with `stock`); a number must be its current stock, else errors code CONFLICT.',
  })
  qty?: number | null;
}

@InputType({
  description:
    "One stock change of an edit (as Shopify's inventorySetQuantities and inventoryAdjustQuantities): the new quantity with the quantity you read, or an adjustment. It names a linked value's stock, a variant's stock, or neither for the product's own qty.",
})
export class StockChangeInput {
  @Field(() => Int, { nullable: true, description: "A linked AttributeValueItem id: that value's stock." })
  attributeValueId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "A ProductVariant id of the product: that variant's stock.",
  })
  variantId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The new quantity (0 to 1,000,000), with compareQuantity.',
  })
  quantity?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The quantity you read: when the stock is no longer that (orders took some), nothing is saved (errors code CONFLICT, currentStock).',
  })
  compareQuantity?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Instead of a quantity: units to add (12 received) or take away (-2 damaged).',
  })
  delta?: number | null;
}

@InputType({ description: 'The product form. Money in rupees (0 to 100,000,000, rounded to paisa).' })
export class ProductInput {
  @Field({ description: 'Product name, at most 200 characters.' }) title!: string;
  @Field(() => Int, { nullable: true, description: 'Required: an existing category id.' }) categoryId?:
    number | null;
  @Field(() => Int, { nullable: true, description: 'An existing brand id; null for no brand.' }) brandId?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Required: the price in rupees.' }) price?:
    number | null;
  @Field(() => Float, { nullable: true, description: 'Discounted (old) price in rupees; null for none.' })
  comparePrice?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Stock of a new product (0 when left out). On an update leave it out and change stock with `stock`; a number must be the current stock, else errors code CONFLICT.',
  })
  qty?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required: stock keeping unit, at most 64 characters, unique (case-insensitive).',
  })
  sku?: string | null;
  @Field(() => String, { nullable: true, description: 'Barcode, at most 64 characters; null for none.' })
  barcode?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Required: whether the home page features the product.',
  })
  isFeatured?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Required: 1 active (visible in the shop), 0 inactive.' })
  status?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Plain-text summary, at most 500 characters; null for none.',
  })
  shortDescription?: string | null;
  @Field(() => String, { nullable: true, description: 'HTML; sanitized on save.' }) description?:
    string | null;
  @Field(() => [ProductValueQtyInput], {
    nullable: true,
    description:
      'Linked values and their stock; left out (or null) on an update keeps them, [] removes them.',
  })
  attributeValues?: ProductValueQtyInput[] | null;
}

@InputType({
  description:
    'An edit: the product as the form read it (its version) and the fields to save; the required fields are sent every time, optional fields left out keep their values.',
})
export class UpdateProductInput extends ProductInput {
  @Field(() => Int, {
    description:
      'The version the form was read with; an older one (another admin saved since) changes nothing (errors: code CONFLICT). Stock changes never move it.',
  })
  version!: number;
  @Field(() => [StockChangeInput], {
    nullable: true,
    description:
      'The stock changes of this save, one per stock at most: only the stock the admin changed. Saved with the rest, or nothing is.',
  })
  stock?: StockChangeInput[] | null;
}

@InputType({ description: 'One size/colour combination of the variant product form.' })
export class VariantFormInput {
  @Field({
    description:
      'Stock keeping unit, at most 64 characters, unique among the variants and every product and variant.',
  })
  sku!: string;
  @Field(() => Float, { description: 'Price of this variant in rupees.' }) price!: number;
  @Field(() => Int, { description: 'Units in stock, a whole number of at least 0.' }) stock!: number;
  @Field({ description: 'Size value, e.g. Small (created under the Size attribute when new).' })
  size!: string;
  @Field({ description: 'Colour value, e.g. Red (created under the Colour attribute when new).' })
  color!: string;
}

@InputType({ description: 'The alternative product form: a product sold in size/colour variants.' })
export class ProductWithVariantsInput {
  @Field({ description: 'Product name, at most 200 characters.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'HTML; sanitized on save.' }) description?:
    string | null;
  @Field(() => Float, { description: "The product's price in rupees (each variant has its own)." })
  basePrice!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Its category; without one it waits, hidden from the shop, in an inactive "Uncategorised".',
  })
  categoryId?: number | null;
  @Field(() => [VariantFormInput], { description: 'The variants, each with its own SKU.' })
  variants!: VariantFormInput[];
}

/** What every back-office save answers beside its record: its message, or why nothing was saved. */
const SavePayload = Payload(
  'Why nothing was saved (empty on success).',
  'What happened, to show to the admin (null when there are errors).',
);

@ObjectType({ description: 'The answer of a category save: the category, or errors.' })
export class CategoryPayload extends SavePayload {
  @Field(() => Category, {
    nullable: true,
    description: 'The category as saved; null when there are errors.',
  })
  category?: Category | null;
}

@ObjectType({ description: 'The answer of a brand save: the brand, or errors.' })
export class BrandPayload extends SavePayload {
  @Field(() => Brand, { nullable: true, description: 'The brand as saved; null when there are errors.' })
  brand?: Brand | null;
}

@ObjectType({ description: 'The answer of an attribute save: the attribute, or errors.' })
export class AttributePayload extends SavePayload {
  @Field(() => AttributeWithValues, {
    nullable: true,
    description: 'The attribute as saved; null when there are errors.',
  })
  attribute?: AttributeWithValues | null;
}

@ObjectType({ description: 'The quantity of one stock now, after a stock change was refused.' })
export class StockLevel {
  @Field({
    description:
      'The stock, as the error names it: qty, attributeValues.<value id>.qty or variants.<variant id>.stock.',
  })
  field!: string;
  @Field(() => Int, { description: 'Its quantity now.' }) quantity!: number;
}

@ObjectType({ description: 'The answer of a product save: the product, or errors.' })
export class ProductPayload extends SavePayload {
  @Field(() => Product, {
    nullable: true,
    description: 'The product as saved (with its new version); null when there are errors.',
  })
  product?: Product | null;
  @Field(() => [StockLevel], {
    nullable: true,
    description: 'When a stock change was refused (code CONFLICT): the quantity of each such stock now.',
  })
  currentStock?: StockLevel[] | null;
}

@ObjectType({ description: 'The answer of an image upload: the image, or errors.' })
export class ProductImagePayload extends Payload(
  'Why nothing was stored (empty on success), e.g. too large or not an image.',
  'What happened, to show to the admin (null when there are errors).',
) {
  @Field(() => ProductImage, { nullable: true, description: 'The stored image; null when there are errors.' })
  image?: ProductImage | null;
}

@ObjectType({ description: 'The answer of a delete or a one-step change.' })
export class DeletePayload {
  @Field({ description: 'True when it was done (a refusal comes as a GraphQL error instead).' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'The confirmation to show the admin.' }) message?:
    string | null;
}

export const AdminProductPage = pageType('AdminProductPage', Product, {
  description: 'One page of the back-office product list.',
  items: 'The products of this page, active or not.',
});
