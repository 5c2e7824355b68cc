import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { Courier } from '../couriers/courier.types';
import { trackingUrl } from '../../shared/inputs/delivery';
import {
  type OrderEntity,
  type OrderHistoryEntity,
  type OrderItemEntity,
  PAYMENT_ACCOUNTS,
  paymentInstructionsFor,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type OrderDetails,
} from '../../modules/orders';
import { historySummary } from './order.timeline';
import { Order, OrderHistoryEntry, OrderItem } from './order.types';

/** An order's fields as every reader sees them: money in rupees, labels, its courier, lines and history. */
@Resolver(() => Order)
export class OrderFieldsResolver {
  @FieldResolver(() => String, {
    description: 'The payment method as customers read it, e.g. "Cash on Delivery".',
  })
  paymentMethodLabel(@Root() o: OrderEntity) {
    return PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod] ?? o.paymentMethod;
  }
  @FieldResolver(() => String, { description: 'How to pay (manual methods ask for the receipt over chat).' })
  paymentInstructions(@Root() o: OrderEntity) {
    return paymentInstructionsFor(o.paymentMethod as PaymentMethod, o.paymentStatus);
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
