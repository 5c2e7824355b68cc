import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { ValidationError } from '../../shared/errors';
import { parseCart } from '../../modules/checkout';
import { CheckoutQuoteInput, CheckoutQuotePayload } from './checkout.types';

@Resolver()
export class CheckoutResolver {
  @Query(() => CheckoutQuotePayload, {
    description:
      "A cart's price with shipping to a city and a discount code: what the cart, drawer and checkout show (anyone may ask).",
  })
  async checkoutQuote(
    @Arg('input', { description: 'The cart, the destination and the code.' }) input: CheckoutQuoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckoutQuotePayload> {
    try {
      const { quote, refused } = await ctx.services.pricing.preview(parseCart(input.cart), {
        destination: input.province && input.city ? { province: input.province, city: input.city } : null,
        discountCode: input.discountCode,
        userId: ctx.user?.id ?? null,
        ip: ctx.ip,
      });
      const shipping = quote.shippingKnown ? quote.shipping : null;
      return {
        quote: {
          ...quote,
          discountCode: quote.discountCode?.code ?? null,
          shipping,
          grandTotal: quote.subTotal - quote.discount + (shipping ?? 0),
        },
        errors: refused,
      };
    } catch (err) {
      if (err instanceof ValidationError) return { quote: null, errors: err.fieldErrors };
      throw err;
    }
  }
}
