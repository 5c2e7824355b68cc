import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { toRupees } from '../../shared/money';
import { Order, OrderPayload, type OrderEntity } from '../orders';
import { BOOKED, BOOKING_CANCELLED } from './courier-booking.service';
import { BookCourierInput, CourierBooking, CourierBookingOptions } from './courier-booking.types';
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
  @Mutation(() => OrderPayload, {
    description:
      'Book a pending order’s parcel with a courier’s API (cash to collect: the amount due): the order is shipped with its tracking number.',
  })
  bookCourier(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Arg('input', { description: 'The courier and the parcel.' }) input: BookCourierInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      order: await ctx.services.courierBookings.book(ctx.user!.id, orderId, input),
      message: BOOKED,
    }));
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description: 'Cancel the order’s courier booking (before pickup): the order is pending again.',
  })
  cancelCourierBooking(
    @Arg('orderId', () => Int, { description: 'The order.' }) orderId: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      order: await ctx.services.courierBookings.cancel(ctx.user!.id, orderId),
      message: BOOKING_CANCELLED,
    }));
  }
}
