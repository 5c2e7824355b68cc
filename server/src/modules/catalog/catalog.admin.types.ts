import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError, PageMeta } from '../../graphql/common.types';
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
  @Field(() => Int, { nullable: true, description: 'Stock of this value; minimum 1, default 1.' }) qty?:
    number | null;
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
    description: 'Stock; left out or null keeps it on an update (never 0 by omission), 0 on a new product.',
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
    description: 'The version the form was read with; an older one changes nothing (errors: code CONFLICT).',
  })
  version!: number;
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

@ObjectType({ description: 'The answer of a category save: the category, or errors.' })
export class CategoryPayload {
  @Field(() => Category, {
    nullable: true,
    description: 'The category as saved; null when there are errors.',
  })
  category?: Category | null;
  @Field(() => [FieldError], { description: 'Why nothing was saved (empty on success).' })
  errors!: FieldError[];
}

@ObjectType({ description: 'The answer of a brand save: the brand, or errors.' })
export class BrandPayload {
  @Field(() => Brand, { nullable: true, description: 'The brand as saved; null when there are errors.' })
  brand?: Brand | null;
  @Field(() => [FieldError], { description: 'Why nothing was saved (empty on success).' })
  errors!: FieldError[];
}

@ObjectType({ description: 'The answer of an attribute save: the attribute, or errors.' })
export class AttributePayload {
  @Field(() => AttributeWithValues, {
    nullable: true,
    description: 'The attribute as saved; null when there are errors.',
  })
  attribute?: AttributeWithValues | null;
  @Field(() => [FieldError], { description: 'Why nothing was saved (empty on success).' })
  errors!: FieldError[];
}

@ObjectType({ description: 'The answer of a product save: the product, or errors.' })
export class ProductPayload {
  @Field(() => Product, {
    nullable: true,
    description: 'The product as saved (with its new version); null when there are errors.',
  })
  product?: Product | null;
  @Field(() => [FieldError], { description: 'Why nothing was saved (empty on success).' })
  errors!: FieldError[];
}

@ObjectType({ description: 'The answer of an image upload: the image, or errors.' })
export class ProductImagePayload {
  @Field(() => ProductImage, { nullable: true, description: 'The stored image; null when there are errors.' })
  image?: ProductImage | null;
  @Field(() => [FieldError], {
    description: 'Why nothing was stored (empty on success), e.g. too large or not an image.',
  })
  errors!: FieldError[];
}

@ObjectType({ description: 'The answer of a delete or a one-step change.' })
export class DeletePayload {
  @Field({ description: 'True when it was done (a refusal comes as a GraphQL error instead).' }) ok!: boolean;
  @Field(() => String, { nullable: true, description: 'The confirmation to show the admin.' }) message?:
    string | null;
}

@ObjectType({ description: 'One page of the back-office product list.' })
export class AdminProductPage {
  @Field(() => [Product], { description: 'The products of this page, active or not.' }) items!: Product[];
  @Field(() => PageMeta, { description: 'Page number, page count and total.' }) meta!: PageMeta;
}
