import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { PrintLinkPayload } from '../../graphql/common.types';
import { savedAs, withFieldErrors } from '../../graphql/payload';
import { toRupees } from '../../shared/money';
import { Order, OrderPayload } from '../../graphql/orders/order.types';
import { type OrderEntity } from '../orders';
import { BOOKED, BOOKING_CANCELLED, selectionBooked } from './courier-booking.service';
import {
  BookCourierInput,
  CourierBooking,
  CourierBookingOptions,
  CourierChoice,
  CourierSelectionPayload,
} from './courier-booking.types';
import { COURIER_LABELS } from './courier-gateways';

@Resolver(() => Order)
export class OrderCourierBookingResolver {
  @Auth('ADMIN')
  @FieldResolver(() => CourierBooking, {
    nullable: true,
    description:
      'Its parcel booked through a courier’s API (the live booking, else the latest cancelled one); null when never booked so.',
  })
  async courierBooking(@Root() o: OrderEntity, @Ctx() ctx: GraphQLContext): Promise<CourierBooking | null> {
    const b = await ctx.services.courierBookings.bookingOf(o.id);
    if (!b) return null;
    return {
      courier: b.provider,
      courierLabel: COURIER_LABELS[b.provider],
      status: b.status,
      trackingNumber: b.trackingNumber,
      codAmount: toRupees(b.codAmount),
      weightGrams: b.weightGrams,
      pieces: b.pieces,
      courierStatus: b.courierStatus,
      labelPath: b.status === 'booked' ? `/api/admin/labels?orders=${o.id}` : null,
    };
  }

  @Auth('ADMIN')
  @FieldResolver(() => CourierBookingOptions, { description: 'What booking it with a courier offers.' })
  async courierBookingOptions(
    @Root() o: OrderEntity,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CourierBookingOptions> {
    const { couriers, codAmount } = await ctx.services.courierBookings.options(o);
    return {
      couriers: couriers.map((c) => ({ courier: c, label: COURIER_LABELS[c] })),
      codAmount: toRupees(codAmount),
    };
  }
}

@Resolver()
export class CourierBookingResolver {
  @Auth('ADMIN')
  @Query(() => [CourierChoice], {
    description: 'The couriers whose API settings are filled in (to book with).',
  })
  async courierChoices(@Ctx() ctx: GraphQLContext): Promise<CourierChoice[]> {
    const couriers = await ctx.services.courierBookings.gateways.configured();
    return couriers.map((c) => ({ courier: c, label: COURIER_LABELS[c] }));
  }

  @Auth('ADMIN')
  @Mutation(() => CourierSelectionPayload, {
    description:
      'Book a selection of pending orders with one courier, the same parcel each; an order that cannot be booked says why and the others go on.',
  })
  bookCourierSelection(
    @Arg('orderIds', () => [Int], { description: 'The orders (at most 50).' }) orderIds: number[],
    @Arg('input', { description: 'The courier and the parcel of each.' }) input: BookCourierInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => {
      const outcomes = await ctx.services.courierBookings.bookSelection(ctx.user!.id, orderIds, input);
      return { outcomes, message: selectionBooked(outcomes) };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => PrintLinkPayload, {
    description:
      'A short-lived link to print the airway bills of booked orders as one PDF (made from the couriers’ labels when it is opened).',
  })
  courierLabelsLink(
    @Arg('orderIds', () => [Int], { description: 'The booked orders, in print order (at most 50).' })
    orderIds: number[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(() => ctx.services.courierLabels.link(orderIds));
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description:
      'Book a pending order’s parcel with a courier’s API (cash to collect: the amount due): the order is shipped with its tracking number.',
  })
  bookCourier(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Arg('input', { description: 'The courier and the parcel.' }) input: BookCourierInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('order', BOOKED, () => ctx.services.courierBookings.book(ctx.user!.id, orderId, input));
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description: 'Cancel the order’s courier booking (before pickup): the order is pending again.',
  })
  cancelCourierBooking(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('order', BOOKING_CANCELLED, () =>
      ctx.services.courierBookings.cancel(ctx.user!.id, orderId),
    );
  }
}
