import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { Product, type ProductAttributeValue } from './catalog.types';
import {
  type ProductEntity,
  type ProductVariantEntity,
  purchaseOptions,
  type PickableVariant,
} from '../../modules/catalog';
import { productStock } from './product.loaders';
import { PurchaseOptions } from './purchase.types';

/** A variant's size and colour as attribute values (attributes named Size and Colour), each with the variant's stock. */
export async function variantOptions(
  v: ProductVariantEntity,
  ctx: GraphQLContext,
): Promise<ProductAttributeValue[]> {
  const dimensions: Array<[number | null, string]> = [
    [v.sizeValueId, 'Size'],
    [v.colorValueId, 'Colour'],
  ];
  const values = await Promise.all(
    dimensions.map(([id]) => (id == null ? null : ctx.loaders.attributeValue.load(id))),
  );
  return dimensions.flatMap(([, name], i) => {
    const value = values[i];
    return value
      ? [
          {
            id: value.id,
            value: value.value,
            code: value.code,
            qty: v.stock,
            attribute: { id: value.attributeId, name },
          },
        ]
      : [];
  });
}

/** The product's pickers and combinations (purchase-options.ts), prices in paisa. */
async function optionsOf(p: ProductEntity, ctx: GraphQLContext) {
  const [linked, variants] = await Promise.all([
    ctx.loaders.productAttributeValues.load(p.id),
    ctx.loaders.productVariants.load(p.id),
  ]);
  const pickable: PickableVariant[] = await Promise.all(
    variants.map(async (v) => ({
      id: v.id,
      price: v.price,
      stock: v.stock,
      options: await variantOptions(v, ctx),
    })),
  );
  return purchaseOptions({
    qty: p.qty,
    price: p.price,
    values: linked.map((r) => ({
      id: r.id,
      value: r.value,
      code: r.code,
      qty: r.qty,
      attribute: { id: r.attributeId, name: r.attributeName },
    })),
    variants: pickable,
  });
}

/** What a shopper can buy of a product, by the catalogue's stock and visibility rules: clients read these, never re-derive them. */
@Resolver(() => Product)
export class ProductPurchaseResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether a shopper can add it to the cart now: it is shown in the shop and at least one of its combinations has stock.',
  })
  async purchasable(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const [visible, options] = await Promise.all([ctx.loaders.visibleProduct.load(p.id), optionsOf(p, ctx)]);
    return visible !== null && options.combinations.some((c) => c.availableStock > 0);
  }

  @FieldResolver(() => Int, {
    description:
      "Units on sale, all choices together: its variants' stock summed when it has variants, else its qty.",
  })
  availableStock(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<number> {
    return productStock(ctx.loaders, p);
  }

  @FieldResolver(() => PurchaseOptions, {
    description:
      'Its pickers and every combination of one value per picker, each with its price, available stock and the messages to show.',
  })
  purchaseOptions(@Root() p: ProductEntity, @Ctx() ctx: GraphQLContext): Promise<PurchaseOptions> {
    return optionsOf(p, ctx);
  }
}
