import { Arg, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { pageArg } from '../limits';
import { nullIfNotFound, pageOf, withFieldErrors } from '../payload';
import { toPaisa, toRupees } from '../../shared/money';
import { CARD_UNAVAILABLE } from '../../shared/payment-methods';
import { CartLineGqlInput } from '../checkout/checkout.types';
import { parseCart } from '../../modules/checkout';
import {
  ORDER_STATUSES,
  PAYMENT_INSTRUCTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  ORDER_PLACED,
  ORDER_STATUS_RULES,
} from '../../modules/orders';
import {
  CheckoutOptions,
  Order,
  OrderPage,
  OrderPayload,
  OrderStatusOption,
  PaymentIntentPayload,
  PlaceOrderInput,
} from './order.types';

/** The storefront's side of orders: checkout options, paying by card, placing, and the customer's own orders. */
@Resolver(() => Order)
export class OrderResolver {
  @Query(() => CheckoutOptions, { description: 'Payment options for the checkout page.' })
  async checkoutOptions(@Ctx() ctx: GraphQLContext): Promise<CheckoutOptions> {
    const { provider, enabled } = await ctx.services.cards.offer();
    const shipping = await ctx.services.shipping.rules();
    return {
      cardEnabled: enabled,
      cardProvider: provider,
      publishableKey: enabled && provider === 'stripe' ? ctx.services.config.stripe.publishableKey! : null,
      cardDisabledReason: enabled ? null : CARD_UNAVAILABLE,
      shipping: toRupees(shipping.defaultRate),
      paymentMethods: PAYMENT_METHODS.map((code) => ({
        code,
        label: PAYMENT_METHOD_LABELS[code],
        instructions: PAYMENT_INSTRUCTIONS[code],
      })),
    };
  }

  @Query(() => [OrderStatusOption], {
    description: 'Every order status, in order, with its label and what setting it does.',
  })
  orderStatuses(): OrderStatusOption[] {
    return ORDER_STATUSES.map((code) => ({
      code,
      label: ORDER_STATUS_RULES[code].label,
      holdsStock: ORDER_STATUS_RULES[code].holdsStock,
      mailsCustomer: ORDER_STATUS_RULES[code].mailed,
    }));
  }

  @Auth('CUSTOMER')
  @Mutation(() => PaymentIntentPayload, {
    description: 'Card payment: an intent for the server-computed grand total.',
  })
  createPaymentIntent(
    @Arg('cart', () => [CartLineGqlInput], { description: 'The cart to pay for (1 to 50 lines).' })
    cart: CartLineGqlInput[],
    @Ctx() ctx: GraphQLContext,
    @Arg('amount', () => Float, {
      nullable: true,
      description:
        'Grand total in rupees as the customer saw it; refused (PRICE_MISMATCH) when it differs from the server.',
    })
    amount?: number,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description: 'One key per checkout attempt (at most 255 characters): a repeat returns the same intent.',
    })
    idempotencyKey?: string,
    @Arg('province', () => String, { nullable: true, description: 'The province (with city: its rate).' })
    province?: string | null,
    @Arg('city', () => String, { nullable: true, description: 'The city the order goes to.' })
    city?: string | null,
    @Arg('discountCode', () => String, { nullable: true, description: 'The code placeOrder will send.' })
    discountCode?: string | null,
  ) {
    return withFieldErrors(async () => {
      const intent = await ctx.services.cards.createIntent(
        ctx.user!.id,
        parseCart(cart),
        amount == null ? undefined : toPaisa(amount),
        idempotencyKey ?? undefined,
        { destination: province && city ? { province, city } : null, discountCode, ip: ctx.ip },
      );
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: toRupees(intent.amount),
      };
    });
  }

  @Auth('CUSTOMER')
  @Mutation(() => OrderPayload, { description: 'Place an order for the signed-in customer.' })
  placeOrder(
    @Arg('input', { description: 'The checkout form and the cart.' }) input: PlaceOrderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => {
      const order = await ctx.services.orders.placement.place(
        ctx.user!.id,
        { ...input, cart: parseCart(input.cart) },
        { ip: ctx.ip },
      );
      return { order, message: ORDER_PLACED };
    });
  }

  @Auth('CUSTOMER')
  @Query(() => OrderPage, {
    description: "The signed-in customer's orders, newest first (search by order id).",
  })
  async myOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'An order number; anything else finds nothing.',
    })
    search?: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page number, from 1 (10 orders a page).' })
    page = 1,
  ) {
    return pageOf(
      await ctx.services.orders.queries.customerOrders(ctx.user!.id, search ?? undefined, pageArg(page)),
    );
  }

  @Auth('CUSTOMER')
  @Query(() => Order, { nullable: true, description: 'One of your own orders (null for any other id).' })
  async myOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return nullIfNotFound(() => ctx.services.orders.queries.customerOrder(ctx.user!.id, id));
  }
}
