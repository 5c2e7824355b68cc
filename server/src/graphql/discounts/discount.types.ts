import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rupees, Payload } from '../common.types';
import { graphqlEnum } from '../enums';
import { DISCOUNT_STATUSES, type DiscountStatus } from '../../modules/discounts';

export const DiscountCodeStatus = graphqlEnum<DiscountStatus>(
  'DiscountCodeStatus',
  "A discount code's standing now, from its switch, its dates and its uses.",
  DISCOUNT_STATUSES,
);

@ObjectType({ description: 'A discount code customers type at checkout.' })
export class DiscountCode {
  @Field(() => Int, { description: "The code's id." }) id!: number;
  @Field({ description: 'The code, upper case (matched without regard to case).' }) code!: string;
  @Field({ description: 'percent (a percentage of the eligible items) or fixed (rupees off them).' })
  kind!: string;
  @Field(() => Float, { description: 'The percentage (1 to 100) for percent, rupees for fixed.' })
  value!: number;
  @Rupees({ description: 'The sub total in rupees an order needs (0: any).' }) minOrder!: number;
  @Field(() => Date, { nullable: true, description: 'Usable from (ISO 8601, UTC); null: at once.' })
  startsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Usable until (ISO 8601, UTC); null: no end.' })
  endsAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'How many orders may use it in all; null: no limit.' })
  maxUses!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'How many orders one customer may use it on; null: no limit.',
  })
  maxUsesPerCustomer!: number | null;
  @Field(() => Int, { description: 'Orders placed with it so far.' }) usedCount!: number;
  @Field(() => [Int], { description: 'Only items of these categories (and subcategories); empty: no limit.' })
  categoryIds!: number[];
  @Field(() => [Int], { description: 'Only these products (beside the categories); empty: no limit.' })
  productIds!: number[];
  @Field({ description: 'Whether customers can use it.' }) active!: boolean;
}

@InputType({ description: 'A discount code as the back office edits it.' })
export class DiscountCodeInput {
  @Field({ description: '3 to 30 letters, digits, - or _ (stored upper case, unique).' }) code!: string;
  @Field({ description: 'percent or fixed.' }) kind!: string;
  @Field(() => Float, { description: 'A whole percentage from 1 to 100, or rupees (two decimals at most).' })
  value!: number;
  @Field(() => Float, { nullable: true, description: 'The sub total in rupees an order needs (empty: 0).' })
  minOrder?: number | null;
  @Field(() => String, { nullable: true, description: 'Usable from (ISO 8601); empty: at once.' })
  startsAt?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Usable until (ISO 8601), after the start; empty: no end.',
  })
  endsAt?: string | null;
  @Field(() => Int, { nullable: true, description: 'Uses in all (1 or more); empty: no limit.' })
  maxUses?: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per customer (1 or more); empty: no limit.' })
  maxUsesPerCustomer?: number | null;
  @Field(() => [Int], { nullable: true, description: 'Limit it to these categories (and subcategories).' })
  categoryIds?: number[] | null;
  @Field(() => [Int], { nullable: true, description: 'Limit it to these products.' })
  productIds?: number[] | null;
  @Field({ defaultValue: true, description: 'Whether customers can use it.' }) active!: boolean;
}

@ObjectType({
  description: 'The answer to saving a discount code: the code, or what is wrong with the input.',
})
export class DiscountCodePayload extends Payload(
  'Invalid input fields (code, kind, value, minOrder, endsAt, …).',
  'What happened, to show to the admin.',
) {
  @Field(() => DiscountCode, { nullable: true, description: 'The saved code.' })
  discountCode?: DiscountCode | null;
}
