import { Field, ObjectType } from 'type-graphql';
import { Payload } from '../../graphql/common.types';

@ObjectType({
  description:
    "An order's payment through a hosted checkout (JazzCash or easypaisa, or Safepay for a card order).",
})
export class OnlinePayment {
  @Field({ description: 'jazzcash, easypaisa or safepay.' }) provider!: string;
  @Field({ description: 'The provider as people read it: JazzCash, easypaisa or Safepay.' })
  providerLabel!: string;
  @Field({
    description: 'Whether the customer may go and pay now (an unpaid pending order; again after a failure).',
  })
  canPay!: boolean;
  @Field({ description: 'The latest attempt: none (not tried yet), pending, paid or failed.' })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description: "Why the latest attempt failed or waits, in the wallet's words.",
  })
  message!: string | null;
  @Field(() => String, { nullable: true, description: "The latest attempt's reference at the wallet." })
  reference!: string | null;
}

@ObjectType({ description: 'Where to send the browser to pay an order online, or why it cannot be paid.' })
export class StartOnlinePaymentPayload extends Payload(
  'Why no payment was started (empty on success), e.g. ALREADY_PAID.',
) {
  @Field(() => String, {
    nullable: true,
    description:
      "The shop's page that takes the browser to the wallet's checkout; null when there are errors.",
  })
  redirectUrl?: string | null;
}
