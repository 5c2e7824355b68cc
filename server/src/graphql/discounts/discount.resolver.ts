import { Arg, Ctx, Float, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { doneWith, savedAs } from '../payload';
import { toRupees } from '../../shared/money';
import { searchText } from '../../shared/search';
import { DeletePayload } from '../catalog/catalog.admin.types';
import { type DiscountCodeEntity, discountStatus } from '../../modules/discounts';
import { DiscountCode, DiscountCodeInput, DiscountCodePayload, DiscountCodeStatus } from './discount.types';

export const DISCOUNT_SAVED = 'Discount code saved.';
export const DISCOUNT_DELETED = 'Discount code deleted.';

@Resolver(() => DiscountCode)
export class DiscountResolver {
  @Auth('ADMIN')
  @Query(() => [DiscountCode], { description: 'Every discount code, newest first.' })
  adminDiscountCodes(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only the codes containing this text (case-insensitive; first 100 characters used).',
    })
    search?: string | null,
  ) {
    return ctx.services.discounts.list(searchText(search));
  }

  @Auth('ADMIN')
  @Mutation(() => DiscountCodePayload, { description: 'Create a discount code.' })
  createDiscountCode(
    @Arg('input', { description: 'The new code.' }) input: DiscountCodeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('discountCode', DISCOUNT_SAVED, () => ctx.services.discounts.create(input));
  }

  @Auth('ADMIN')
  @Mutation(() => DiscountCodePayload, {
    description: "Change a discount code's rules (its uses stay counted).",
  })
  updateDiscountCode(
    @Arg('id', () => Int, { description: 'The code to change.' }) id: number,
    @Arg('input', { description: 'Its new values.' }) input: DiscountCodeInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('discountCode', DISCOUNT_SAVED, () => ctx.services.discounts.update(id, input));
  }

  @Auth('ADMIN')
  @Mutation(() => DeletePayload, {
    description: 'Delete a discount code (orders placed with it keep its name and amount).',
  })
  async deleteDiscountCode(
    @Arg('id', () => Int, { description: 'The code to delete.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return doneWith(DISCOUNT_DELETED, () => ctx.services.discounts.remove(id));
  }

  @FieldResolver(() => Float, { description: 'The percentage (1 to 100) for percent, rupees for fixed.' })
  value(@Root() d: DiscountCodeEntity) {
    return d.kind === 'percent' ? d.value : toRupees(d.value);
  }

  @FieldResolver(() => DiscountCodeStatus, {
    description: 'Its standing now (inactive, scheduled, expired, used up or active), as checkout judges it.',
  })
  status(@Root() d: DiscountCodeEntity) {
    return discountStatus(d, new Date());
  }
}
