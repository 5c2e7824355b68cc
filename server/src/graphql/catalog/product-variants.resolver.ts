import { Arg, Ctx, Float, Int, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import * as inputs from '../../shared/inputs/catalog';
import { toPaisa } from '../../shared/money';
import { parseInput } from '../../shared/parse';
import { ProductPayload, VariantFormInput } from './catalog.admin.types';

/** The edit page's variant rows: add, reprice, remove (restocking is the edit form's stock cells). */
@Resolver()
export class ProductVariantAdminResolver {
  @Auth('ADMIN')
  @Mutation(() => ProductPayload, {
    description: 'Add a size/colour variant to a product, with its SKU, price and first stock.',
  })
  addProductVariant(
    @Arg('productId', () => Int, { description: 'The product.' }) productId: number,
    @Arg('input', { description: 'The new variant.' }) input: VariantFormInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const admin = ctx.services.productAdmin;
    return withFieldErrors(async () => ({
      product: await admin.get(await admin.variants.add(productId, parseInput(inputs.variantInput, input))),
    }));
  }

  @Auth('ADMIN')
  @Mutation(() => ProductPayload, { description: "Set a variant's price." })
  updateProductVariantPrice(
    @Arg('id', () => Int, { description: 'The variant.' }) id: number,
    @Arg('price', () => Float, { description: 'Its new price in rupees.' }) price: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    const admin = ctx.services.productAdmin;
    return withFieldErrors(async () => {
      const parsed = parseInput(inputs.variantPriceInput, { price });
      return { product: await admin.get(await admin.variants.reprice(id, toPaisa(parsed.price))) };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => ProductPayload, {
    description: 'Remove a variant from its product; past orders keep their copy of it.',
  })
  removeProductVariant(
    @Arg('id', () => Int, { description: 'The variant.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    const admin = ctx.services.productAdmin;
    return withFieldErrors(async () => ({ product: await admin.get(await admin.variants.remove(id)) }));
  }
}
