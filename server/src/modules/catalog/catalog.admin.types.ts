import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError, PageMeta } from '../../graphql/common.types';
import { Brand, Category, Product, ProductImage } from './catalog.types';

@ObjectType()
export class AttributeValueItem {
  @Field(() => Int) id!: number;
  @Field() value!: string;
  @Field(() => String, { nullable: true }) code!: string | null;
}

@ObjectType()
export class AttributeWithValues {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field(() => [AttributeValueItem]) values!: AttributeValueItem[];
}

@InputType()
export class CategoryInput {
  @Field() name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
  @Field(() => Int, { nullable: true }) parentId?: number | null;
}

@InputType()
export class BrandInput {
  @Field() name!: string;
  @Field(() => Int, { description: '1 active, 0 inactive' }) status!: number;
}

@InputType()
export class AttributeValueInput {
  @Field(() => Int, { nullable: true, description: 'Keep this value (its id); omit for a new one.' }) id?: number | null;
  @Field() value!: string;
  @Field(() => String, { nullable: true }) code?: string | null;
}

@InputType()
export class AttributeInput {
  @Field() name!: string;
  @Field(() => [AttributeValueInput]) values!: AttributeValueInput[];
}

@InputType()
export class ProductValueQtyInput {
  @Field(() => Int) attributeValueId!: number;
  @Field(() => Int, { nullable: true, description: 'Stock of this value; minimum 1, default 1.' }) qty?: number | null;
}

@InputType()
export class ProductInput {
  @Field() title!: string;
  @Field(() => Int, { nullable: true }) categoryId?: number | null;
  @Field(() => Int, { nullable: true }) brandId?: number | null;
  @Field(() => Float, { nullable: true, description: 'Rupees.' }) price?: number | null;
  @Field(() => Float, { nullable: true, description: 'Discounted (old) price in rupees.' }) comparePrice?: number | null;
  @Field(() => Int, { nullable: true, description: 'Stock; left out or null keeps it on an update (never 0 by omission), 0 on a new product.' }) qty?: number | null;
  @Field(() => String, { nullable: true }) sku?: string | null;
  @Field(() => String, { nullable: true }) barcode?: string | null;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean | null;
  @Field(() => Int, { nullable: true }) status?: number | null;
  @Field(() => String, { nullable: true }) shortDescription?: string | null;
  @Field(() => String, { nullable: true, description: 'HTML; sanitized on save.' }) description?: string | null;
  @Field(() => [ProductValueQtyInput], { nullable: true, description: 'Linked values and their stock; left out (or null) on an update keeps them, [] removes them.' })
  attributeValues?: ProductValueQtyInput[] | null;
}

@InputType({ description: 'An edit: the product as the form read it (its version) and the fields to save; fields left out keep their values.' })
export class UpdateProductInput extends ProductInput {
  @Field(() => Int, { description: 'The version the form was read with; an older one changes nothing (errors: code CONFLICT).' }) version!: number;
}

@InputType()
export class VariantFormInput {
  @Field() sku!: string;
  @Field(() => Float) price!: number;
  @Field(() => Int) stock!: number;
  @Field() size!: string;
  @Field() color!: string;
}

@InputType()
export class ProductWithVariantsInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float) basePrice!: number;
  @Field(() => Int, { nullable: true, description: 'Its category; without one it waits, hidden from the shop, in an inactive "Uncategorised".' }) categoryId?: number | null;
  @Field(() => [VariantFormInput]) variants!: VariantFormInput[];
}

@ObjectType()
export class CategoryPayload {
  @Field(() => Category, { nullable: true }) category?: Category | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class BrandPayload {
  @Field(() => Brand, { nullable: true }) brand?: Brand | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class AttributePayload {
  @Field(() => AttributeWithValues, { nullable: true }) attribute?: AttributeWithValues | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class ProductPayload {
  @Field(() => Product, { nullable: true }) product?: Product | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class ProductImagePayload {
  @Field(() => ProductImage, { nullable: true }) image?: ProductImage | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class DeletePayload {
  @Field() ok!: boolean;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@ObjectType()
export class AdminProductPage {
  @Field(() => [Product]) items!: Product[];
  @Field(() => PageMeta) meta!: PageMeta;
}

@ObjectType()
export class DailySales {
  @Field() day!: string;
  @Field(() => Int) orders!: number;
  @Field(() => Float, { description: 'Rupees, paid orders only.' }) revenue!: number;
}

@ObjectType()
export class Dashboard {
  @Field(() => Int) customers!: number;
  @Field(() => Int) orders!: number;
  @Field(() => Int) products!: number;
  @Field(() => Float, { description: 'Rupees: paid orders of the last 30 days (unpaid and cancelled orders excluded).' }) revenue30Days!: number;
  @Field(() => [DailySales]) daily!: DailySales[];
}
