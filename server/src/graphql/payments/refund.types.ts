import { Field, Int, ObjectType } from 'type-graphql';
import { Rupees, Payload } from '../../graphql/common.types';
import { graphqlEnum } from '../../graphql/enums';
import { Order } from '../../graphql/orders/order.types';
import type { RefundStatus } from '../../modules/payments';

export const RefundStatusValue = graphqlEnum<RefundStatus>('RefundStatus', 'Where a refund stands.', {
  requested:
    'Asked of the provider, whose answer is not known yet: send the same refund with the same idempotencyKey again.',
  pending: 'Accepted by the provider; the money is on its way to the customer.',
  succeeded: 'The money went back (through the provider, or by hand and recorded).',
  failed: 'The provider refused it (see failure); its amount is refundable again.',
});

export const RefundViaValue = graphqlEnum<'provider' | 'recorded'>('RefundVia', 'How a refund went back.', {
  provider: "Through the card or wallet provider's refund API.",
  recorded: 'Given back by hand (bank transfer, cash) and recorded with its reference.',
});

@ObjectType({ description: "One refund of an order's payment." })
export class Refund {
  @Field(() => Int, { description: "The refund's id." }) id!: number;
  @Field(() => Int, { description: 'The order refunded.' }) orderId!: number;
  @Rupees({ description: 'Rupees given back.' }) amount!: number;
  @Field({ description: 'Why (the customer is mailed it).' }) reason!: string;
  @Field({ description: "The order's payment method." }) method!: string;
  @Field(() => RefundViaValue, { description: "Through the provider's API, or recorded." })
  via!: 'provider' | 'recorded';
  @Field(() => String, {
    nullable: true,
    description: "The provider's refund id, or the reference typed for a refund made by hand.",
  })
  reference!: string | null;
  @Field(() => RefundStatusValue, { description: 'Where it stands.' }) status!: RefundStatus;
  @Field(() => String, { nullable: true, description: "The provider's refusal, when it failed." })
  failure!: string | null;
  @Field(() => String, { nullable: true, description: 'The admin who made it (null: since deleted).' })
  createdBy!: string | null;
  @Field({ description: 'When it was made.' }) createdAt!: Date;
}

@ObjectType({ description: "An order's refunds and what is left to refund (rupees)." })
export class RefundSummary {
  @Rupees({ description: 'Rupees paid for the order (0 while unpaid).' }) paid!: number;
  @Rupees({ description: 'Rupees refunded (accepted refunds).' }) refunded!: number;
  @Rupees({ description: 'Rupees left to refund: paid less every refund not failed.' })
  refundable!: number;
  @Field({
    description: "Refunds of this order go through the provider's API (else a reference is required).",
  })
  byApi!: boolean;
  @Field(() => [Refund], { description: 'The refunds, oldest first.' }) items!: Refund[];
}

@ObjectType({ description: 'The answer to a refund: the refund and its order, or what is wrong.' })
export class RefundPayload extends Payload(
  'What is wrong: amount (0, over what is left), reason, reference, order (not paid, refused), idempotencyKey.',
  'What happened, to show to the admin.',
) {
  @Field(() => Refund, {
    nullable: true,
    description: 'The refund made (or the one this idempotencyKey made).',
  })
  refund?: Refund | null;
  @Field(() => Order, { nullable: true, description: 'The order after the refund.' }) order?: Order | null;
}
