import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { doneWith, savedAs } from '../payload';
import { searchArg } from '../limits';
import { searchText } from '../../shared/search';
import { DeletePayload } from '../catalog/catalog.admin.types';
import { Courier, CourierInput, CourierPayload } from './courier.types';

export const COURIER_SAVED = 'Courier saved.';
export const COURIER_DELETED = 'Courier deleted.';

@Resolver(() => Courier)
export class CourierResolver {
  @Auth('ADMIN')
  @Query(() => [Courier], { description: "The shop's couriers in their order, inactive ones included." })
  adminCouriers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, searchArg('couriers')) search?: string | null,
  ) {
    return ctx.services.couriers.list(true, searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => CourierPayload, { description: 'Add a courier to the list the order form offers.' })
  createCourier(
    @Arg('input', { description: 'The new courier.' }) input: CourierInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('courier', COURIER_SAVED, () => ctx.services.couriers.create(input));
  }

  @Auth('ADMIN')
  @Mutation(() => CourierPayload, {
    description: "Change a courier's name, tracking address or whether it is offered.",
  })
  updateCourier(
    @Arg('id', () => Int, { description: 'The courier to change.' }) id: number,
    @Arg('input', { description: 'Its new values.' }) input: CourierInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('courier', COURIER_SAVED, () => ctx.services.couriers.update(id, input));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Remove a courier no order was shipped with (else CONFLICT: make it inactive instead).',
  })
  async deleteCourier(
    @Arg('id', () => Int, { description: 'The courier to remove.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(COURIER_DELETED, () => ctx.services.couriers.remove(id));
  }
}
