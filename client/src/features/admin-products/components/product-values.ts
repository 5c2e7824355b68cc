import { productInput, type ProductInput } from '@inputs/catalog';
import type { ProductFormDataQuery } from '../../../gql/graphql';
import type { FormSnapshot } from './product-merge';

/** The form's fields as it holds them (text, as typed; the shared schema parses them). */
export interface Values {
  title: string;
  categoryId: string;
  brandId: string;
  shortDescription: string;
  description: string;
  price: string;
  comparePrice: string;
  qty: string;
  sku: string;
  barcode: string;
  isFeatured: string;
  status: string;
}
export const EMPTY: Values = {
  title: '',
  categoryId: '',
  brandId: '',
  shortDescription: '',
  description: '',
  price: '',
  comparePrice: '',
  qty: '',
  sku: '',
  barcode: '',
  isFeatured: '',
  status: '',
};

/** A new product's form (checked) and its linked values with their first stock (as typed) as the API's input. */
export const toProductInput = (values: Values, chosen: Record<number, string>): ProductInput =>
  productInput.parse({
    ...values,
    attributeValues: Object.entries(chosen).map(([id, qty]) => ({ attributeValueId: Number(id), qty })),
  });

/** An edit's form: `qty` is a stock cell there (a quantity or +/- units), sent as a stock change. */
export const editInput = productInput.omit({ qty: true });

/**
 * An edit as the API's input: the fields (checked), the values linked (those ticked now with their
 * first stock), and the stock changes of the cells the admin changed.
 */
export function toEditInput(
  values: Values,
  chosen: Record<number, string>,
  linked: Record<number, string>,
  stock: NonNullable<ProductInput['stock']>,
): ProductInput {
  return productInput.parse({
    ...values,
    qty: undefined,
    attributeValues: Object.entries(chosen).map(([id, qty]) =>
      Number(id) in linked ? { attributeValueId: Number(id) } : { attributeValueId: Number(id), qty },
    ),
    stock,
  });
}

export type LoadedProduct = NonNullable<ProductFormDataQuery['adminProduct']>;

/** The form as a product fills it (what a three-way merge calls base or theirs). */
export function snapshotOf(product: LoadedProduct): FormSnapshot<Values> {
  return {
    values: {
      title: product.title,
      categoryId: String(product.category?.id ?? ''),
      brandId: product.brand ? String(product.brand.id) : '',
      shortDescription: product.shortDescription ?? '',
      description: product.description ?? '',
      price: String(product.price),
      comparePrice: product.comparePrice == null ? '' : String(product.comparePrice),
      qty: String(product.qty),
      sku: product.sku,
      barcode: product.barcode ?? '',
      isFeatured: product.isFeatured ? 'yes' : 'no',
      status: String(product.status),
    },
    attrs: [...new Set(product.attributeValues.map((v) => v.attribute.id))],
    chosen: Object.fromEntries(product.attributeValues.map((v) => [v.id, String(v.qty)])),
    variants: Object.fromEntries(product.variants.map((v) => [v.id, String(v.stock)])),
    version: product.version,
  };
}
