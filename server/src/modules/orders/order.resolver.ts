import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { pageArg } from '../../graphql/limits';
import { withFieldErrors } from '../../graphql/payload';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import { chooseKey, DIRECTIONS } from '../../shared/keys';
import { toPaisa, toRupees } from '../../shared/money';
import { CARD_UNAVAILABLE } from '../payments';
import { Courier, trackingUrl } from '../couriers';
import {
  ORDER_STATUSES,
  type OrderEntity,
  type OrderHistoryEntity,
  type OrderItemEntity,
} from './order.entity';
import {
  PAYMENT_ACCOUNTS,
  PAYMENT_INSTRUCTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './payment-methods';
import { ADMIN_SORTS } from './order.admin-list';
import { ORDER_CONFIRMED_BY_PHONE, ORDER_PLACED, ORDER_UPDATED } from './order.messages';
import type { OrderDetails } from './order.sql';
import { historySummary } from './order.timeline';
import {
  AdminOrderFilter,
  CheckoutOptions,
  Order,
  OrderHistoryEntry,
  OrderItem,
  OrderPage,
  OrderPayload,
  OrderStatusOption,
  PaymentIntentPayload,
  PlaceOrderInput,
} from './order.types';
import { ORDER_STATUS_RULES } from './order.transitions';
import { CartLineGqlInput, parseCart } from '../checkout';

function pageOf(result: {
  items: OrderEntity[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}) {
  const { items, ...meta } = result;
  return { items, meta };
}

@Resolver(() => Order)
export class OrderResolver {
  @Query(() => CheckoutOptions, { description: 'Payment options for the checkout page.' })
  async checkoutOptions(@Ctx() ctx: GraphQLContext): Promise<CheckoutOptions> {
    const enabled = ctx.services.payments.cardEnabled;
    const shipping = await ctx.services.shipping.rules();
    return {
      cardEnabled: enabled,
      publishableKey: enabled ? ctx.services.config.stripe.publishableKey! : null,
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
      const intent = await ctx.services.payments.createIntent(
        ctx.user!.id,
        parseCart(cart),
        amount == null ? undefined : toPaisa(amount),
        idempotencyKey ?? undefined,
        { destination: province && city ? { province, city } : null, discountCode },
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
      const order = await ctx.services.orders.placeOrder(ctx.user!.id, {
        ...input,
        cart: parseCart(input.cart),
      });
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
    return pageOf(await ctx.services.orders.customerOrders(ctx.user!.id, search ?? undefined, pageArg(page)));
  }

  @Auth('CUSTOMER')
  @Query(() => Order, { nullable: true, description: 'One of your own orders (null for any other id).' })
  async myOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return nullIfMissing(() => ctx.services.orders.customerOrder(ctx.user!.id, id));
  }

  @Auth('ADMIN')
  @Query(() => OrderPage, {
    description: 'All orders: search by number, customer name or e-mail, sort by any column.',
  })
  async adminOrders(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'An order number, or text the customer name or e-mail contains.',
    })
    search?: string,
    @Arg('sort', () => String, {
      nullable: true,
      description: `Sort by: ${Object.keys(ADMIN_SORTS).join(', ')} (default created_at).`,
    })
    sort?: string,
    @Arg('direction', () => String, { nullable: true, description: 'asc or desc (default desc).' })
    direction?: string,
    @Arg('page', () => Int, { defaultValue: 1, description: 'Page number, from 1.' }) page = 1,
    @Arg('perPage', () => Int, { defaultValue: 20, description: 'Orders per page, 1 to 100.' }) perPage = 20,
    @Arg('filter', () => AdminOrderFilter, {
      nullable: true,
      description: 'Only the orders that need this attention (none: every order).',
    })
    filter?: AdminOrderFilter | null,
  ) {
    const column = chooseKey(ADMIN_SORTS, sort, 'sort');
    const order = chooseKey(DIRECTIONS, direction, 'direction');
    if (perPage < 1 || perPage > 100)
      throw ValidationError.single('perPage', 'perPage must be between 1 and 100.');
    return pageOf(
      await ctx.services.orders.adminOrders({
        search: search ?? undefined,
        sort: column,
        direction: order,
        page: pageArg(page),
        perPage,
        filter,
      }),
    );
  }

  @Auth('ADMIN')
  @Query(() => Order, {
    nullable: true,
    description: 'Any order with its lines and history; null for an unknown id.',
  })
  adminOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return nullIfMissing(() => ctx.services.orders.details(id));
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description:
      'Set status and payment status (any to any), and for a shipped or delivered order the courier and tracking number when known. From an older read (version) nothing changes: errors [{ field: "version", code: "CONFLICT" }].',
  })
  async updateOrder(
    @Arg('id', () => Int, { description: 'The order number.' }) id: number,
    @Arg('status', {
      description:
        'pending, shipped, delivered, cancelled or returned (refused at the door); see orderStatuses for what each does (shipped, delivered, cancelled and returned mail the customer).',
    })
    status: string,
    @Arg('paymentStatus', { description: 'paid or unpaid (paid mails the customer).' }) paymentStatus: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('courierId', () => Int, {
      nullable: true,
      description:
        'The courier (adminCouriers) a shipped or delivered order travels with, when known: the customer then sees it. Left out keeps the one it has.',
    })
    courierId?: number | null,
    @Arg('trackingNumber', () => String, {
      nullable: true,
      description:
        "The courier's tracking number, when known: the customer's page and the shipped mail then link the courier's tracking page. Left out keeps the one it has.",
    })
    trackingNumber?: string | null,
    @Arg('version', () => Int, {
      nullable: true,
      description:
        'The version the order was read with; left out (older apps) the update applies to the order as it is.',
    })
    version?: number | null,
  ) {
    try {
      return await withFieldErrors(async () => ({
        order: await ctx.services.orders.updateOrder(ctx.user!.id, id, {
          status,
          paymentStatus,
          courierId,
          trackingNumber,
          version,
        }),
        message: ORDER_UPDATED,
      }));
    } catch (err) {
      if (err instanceof ConflictError) return { errors: err.fieldErrors };
      throw err;
    }
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description: 'Record that a pending cash-on-delivery order was confirmed with the customer by phone.',
  })
  confirmCodOrder(
    @Arg('id', () => Int, { description: 'The order.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      order: await ctx.services.orders.confirmCod(ctx.user!.id, id),
      message: ORDER_CONFIRMED_BY_PHONE,
    }));
  }

  @FieldResolver(() => Float, { description: 'Rupees.' }) subTotal(@Root() o: OrderEntity) {
    return toRupees(o.subTotal);
  }
  @FieldResolver(() => Float, {
    description:
      'Rupees: the rate of its city or province, or the default; 0 from the free-shipping threshold.',
  })
  shipping(@Root() o: OrderEntity) {
    return toRupees(o.shipping);
  }
  @FieldResolver(() => Float, { description: 'Rupees taken off by its discount code (0: none).' }) discount(
    @Root() o: OrderEntity,
  ) {
    return toRupees(o.discount);
  }
  @FieldResolver(() => Float, { description: 'Rupees.' }) grandTotal(@Root() o: OrderEntity) {
    return toRupees(o.grandTotal);
  }
  @FieldResolver(() => String, {
    description: 'The payment method as customers read it, e.g. "Cash on Delivery".',
  })
  paymentMethodLabel(@Root() o: OrderEntity) {
    return PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod] ?? o.paymentMethod;
  }
  @FieldResolver(() => String, { description: 'How to pay (manual methods ask for the receipt over chat).' })
  paymentInstructions(@Root() o: OrderEntity) {
    return PAYMENT_INSTRUCTIONS[o.paymentMethod as PaymentMethod];
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The shop's account a manual payment goes to (Easypaisa, JazzCash, bank); null for cash on delivery and card.",
  })
  paymentAccount(@Root() o: OrderEntity) {
    return PAYMENT_ACCOUNTS[o.paymentMethod as PaymentMethod] ?? null;
  }

  @FieldResolver(() => Courier, { nullable: true, description: 'The courier it was shipped with.' })
  async courier(@Root() o: OrderEntity & Partial<OrderDetails>, @Ctx() ctx: GraphQLContext) {
    if (o.courier !== undefined) return o.courier;
    return o.courierId == null ? null : ctx.loaders.courier.load(o.courierId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The courier's tracking page for this order (null until shipped with a courier).",
  })
  async trackingUrl(@Root() o: OrderEntity & Partial<OrderDetails>, @Ctx() ctx: GraphQLContext) {
    if (o.courierId == null || !o.trackingNumber) return null;
    const courier = o.courier ?? (await ctx.loaders.courier.load(o.courierId));
    return courier ? trackingUrl(courier.trackingUrlTemplate, o.trackingNumber) : null;
  }

  @FieldResolver(() => [OrderItem], { description: 'The order lines, in cart order.' })
  async items(@Root() o: OrderEntity & Partial<OrderDetails>, @Ctx() ctx: GraphQLContext) {
    return o.items ?? ctx.loaders.orderItems.load(o.id);
  }

  @FieldResolver(() => [OrderHistoryEntry], {
    description: 'Every status and payment status change, oldest first.',
  })
  async history(@Root() o: OrderEntity & Partial<OrderDetails>, @Ctx() ctx: GraphQLContext) {
    return o.history ?? ctx.loaders.orderHistory.load(o.id);
  }
}

@Resolver(() => OrderHistoryEntry)
export class OrderHistoryResolver {
  @FieldResolver(() => String, {
    description:
      'The entry as the timeline reads it ("Order placed", "Shipped with TCS, tracking number 123", "Confirmed by phone").',
  })
  summary(@Root() h: OrderHistoryEntity) {
    return historySummary(h);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The admin who made the change: given to admins only (null for customers and for automatic changes).',
  })
  async actorName(@Root() h: OrderHistoryEntity, @Ctx() ctx: GraphQLContext) {
    if (ctx.user?.role !== 'ADMIN' || h.actor !== 'admin' || h.actorUserId == null) return null;
    return ctx.loaders.userName.load(h.actorUserId);
  }
}

@Resolver(() => OrderItem)
export class OrderItemResolver {
  @FieldResolver(() => Float, { description: 'Unit price in rupees at the time of the order.' }) price(
    @Root() i: OrderItemEntity,
  ) {
    return toRupees(i.price);
  }
  @FieldResolver(() => String, { description: 'Chosen values as JSON text ({"Size":"Small"}).' }) attributes(
    @Root() i: OrderItemEntity,
  ) {
    return JSON.stringify(i.attributes ?? {});
  }
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Relative URL (/uploads/…) of a 300 px thumbnail of the product image at the time of the order.',
  })
  imageUrl(@Root() i: OrderItemEntity, @Ctx() ctx: GraphQLContext) {
    return i.image ? ctx.services.webMedia.thumb(i.image, 300) : null;
  }
}

async function nullIfMissing<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}
