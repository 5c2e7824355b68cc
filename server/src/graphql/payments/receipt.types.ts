import { Field, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums';
import { Rupees, Payload } from '../../graphql/common.types';
import { Order } from '../../graphql/orders/order.types';
import { type ReceiptStatus } from '../../modules/orders';

/** `RECEIPT_STATUSES` as GraphQL names them. */
export const ReceiptStatusValue = graphqlEnum<ReceiptStatus>(
  'ReceiptStatus',
  'Where a payment receipt stands.',
  {
    waiting: 'Uploaded; the shop has not looked at it yet.',
    accepted: 'The shop found the payment and marked the order paid.',
    rejected: 'The shop could not match it to a payment (see rejectReason).',
  },
);

@ObjectType({
  description:
    'A payment receipt (image or PDF) a customer uploaded for an Easypaisa, JazzCash or bank order. Only its customer and admins see it.',
})
export class Receipt {
  @Field(() => Int, { description: "The receipt's id." }) id!: number;
  @Field({
    description:
      'The name the customer gave the file: a label only, without control or format characters (downloads use downloadName).',
  })
  fileName!: string;
  @Field({ description: 'image/webp (images are re-encoded) or application/pdf.' }) contentType!: string;
  @Field(() => Int, { description: 'Stored size in bytes.' }) size!: number;
  @Field({ description: 'When it was uploaded.' }) uploadedAt!: Date;
  @Field(() => String, { nullable: true, description: 'The transaction id the customer typed, if any.' })
  transactionId!: string | null;
  @Rupees({ nullable: true, description: 'The amount the customer says was paid, in rupees, if typed.' })
  amountPaid!: number | null;
  @Field(() => ReceiptStatusValue, { description: 'Waiting, accepted or rejected.' })
  status!: ReceiptStatus;
  @Field(() => String, { nullable: true, description: 'Why the shop rejected it.' }) rejectReason!:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When the shop accepted or rejected it.' })
  reviewedAt!: Date | null;
  @Field({
    description:
      'A short-lived signed link to the file (valid for about ten minutes; ask again for a fresh one).',
  })
  url!: string;
}

@ObjectType({ description: 'The answer to a receipt upload: the receipt and its order, or what is wrong.' })
export class ReceiptPayload extends Payload(
  'What is wrong (file, transaction_id, amount_paid, order).',
  'What happened, to show to the customer.',
) {
  @Field(() => Receipt, { nullable: true, description: 'The stored receipt.' }) receipt?: Receipt | null;
  @Field(() => Order, { nullable: true, description: 'The order with its receipts and history.' })
  order?: Order | null;
}
