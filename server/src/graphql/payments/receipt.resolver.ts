import { Arg, Ctx, FieldResolver, Float, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { savedAs, withFieldErrors } from '../../graphql/payload';
import { FileUpload, GraphQLUpload, readUpload } from '../../graphql/upload';
import { Order, OrderPayload } from '../../graphql/orders/order.types';
import { type OrderDetails, type OrderEntity, type ReceiptEntity } from '../../modules/orders';
import {
  detectedTypeLabel,
  displayName,
  downloadName,
  RECEIPT_REJECTED,
  RECEIPT_UPLOADED,
  RECEIPT_VERIFIED,
  ReceiptService,
  transactionIdNote,
} from '../../modules/payments';
import { MANUAL_METHODS } from '../../shared/payment-methods';
import { RECEIPT_TOO_LARGE } from '../../shared/inputs/delivery';
import { Receipt, ReceiptPayload } from './receipt.types';

@Resolver(() => Receipt)
export class ReceiptResolver {
  @Auth('CUSTOMER')
  @Mutation(() => ReceiptPayload, {
    description:
      'Upload a payment receipt (JPEG, PNG, WebP or PDF, up to 5 MB) for one of your own unpaid Easypaisa, JazzCash or bank orders.',
  })
  uploadPaymentReceipt(
    @Arg('orderId', () => Int, { description: 'Your order.' }) orderId: number,
    @Arg('file', () => GraphQLUpload, { description: 'The receipt file (multipart upload).' })
    file: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
    @Arg('transactionId', () => String, {
      nullable: true,
      description: 'The transaction id of the payment (optional).',
    })
    transactionId?: string | null,
    @Arg('amountPaid', () => Float, { nullable: true, description: 'The amount paid in rupees (optional).' })
    amountPaid?: number | null,
  ) {
    return withFieldErrors(async () => {
      const upload = await file;
      const data = await readUpload(upload, 'file', RECEIPT_TOO_LARGE);
      const { receipt, order } = await ctx.services.receipts.upload(ctx.user!.id, orderId, data, {
        fileName: upload.filename,
        transactionId,
        amountPaid,
      });
      return { receipt, order, message: RECEIPT_UPLOADED };
    });
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description:
      '"Mark paid": accept a waiting receipt and mark its order paid (once; recorded with who and when; the customer is mailed).',
  })
  verifyPaymentReceipt(
    @Arg('id', () => Int, { description: 'The receipt.' }) id: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('order', RECEIPT_VERIFIED, () => ctx.services.receipts.verify(ctx.user!.id, id));
  }

  @Auth('ADMIN')
  @Mutation(() => OrderPayload, {
    description: '"Reject": turn a waiting receipt down with a reason the customer is mailed.',
  })
  rejectPaymentReceipt(
    @Arg('id', () => Int, { description: 'The receipt.' }) id: number,
    @Arg('reason', { description: 'Why it is rejected (told to the customer, up to 500 characters).' })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return savedAs('order', RECEIPT_REJECTED, () => ctx.services.receipts.reject(ctx.user!.id, id, reason));
  }

  @FieldResolver(() => String) fileName(@Root() r: ReceiptEntity) {
    // Cleaned again on the way out: receipts stored before labels lost their format characters.
    return displayName(r.originalName, downloadName(r));
  }
  @FieldResolver(() => String, {
    description:
      "The name the file downloads under, chosen by the server: receipt-<order>-<n>.<pdf|webp> (the customer's name is only `fileName`, a label).",
  })
  downloadName(@Root() r: ReceiptEntity) {
    return downloadName(r);
  }
  @FieldResolver(() => String, {
    description:
      'What the upload was by its magic bytes, whatever it was named: "PDF document", "PNG image (kept as WebP)", ...',
  })
  detectedType(@Root() r: ReceiptEntity) {
    return detectedTypeLabel(r);
  }
  @Auth('ADMIN')
  @FieldResolver(() => [Int], {
    description:
      'Other orders with a receipt carrying the same transaction id (compared by letters and digits, any case); empty when none.',
  })
  async transactionIdAlsoOn(@Root() r: ReceiptEntity, @Ctx() ctx: GraphQLContext) {
    return (await ctx.loaders.transactionIdReuse.load(r.orderId)).get(r.id) ?? [];
  }
  @FieldResolver(() => Date) uploadedAt(@Root() r: ReceiptEntity) {
    return r.createdAt;
  }
  @FieldResolver(() => String) url(@Root() r: ReceiptEntity, @Ctx() ctx: GraphQLContext) {
    return ctx.services.receiptLinks.url(r);
  }
}

/** What an order shows of its manual payment and receipts, by the payments module's rules (clients never re-derive them). */
@Resolver(() => Order)
export class OrderReceiptNotesResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether the customer may upload a payment receipt (an unpaid, not cancelled Easypaisa, JazzCash or bank order).',
  })
  canUploadReceipt(@Root() o: OrderEntity) {
    return ReceiptService.refusal(o) === null;
  }

  @FieldResolver(() => [Receipt], { description: 'Payment receipts the customer uploaded, oldest first.' })
  async receipts(@Root() o: OrderEntity & Partial<OrderDetails>, @Ctx() ctx: GraphQLContext) {
    return o.receipts ?? ctx.loaders.orderReceipts.load(o.id);
  }

  @Auth('ADMIN')
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "'Transaction id also sent for order #N' when a receipt's transaction id was also sent for other orders (the receipt is accepted all the same); null otherwise.",
  })
  async transactionIdNote(@Root() o: OrderEntity, @Ctx() ctx: GraphQLContext) {
    return transactionIdNote(await ctx.loaders.transactionIdReuse.load(o.id));
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether it is paid by a manual transfer (Easypaisa, JazzCash, bank): the customer sends a receipt and the shop checks it.',
  })
  manualPayment(@Root() o: OrderEntity): boolean {
    return MANUAL_METHODS.includes(o.paymentMethod);
  }

  @Auth('ADMIN')
  @FieldResolver(() => [Int], {
    description:
      'The receipts the owner can mark paid or reject now: waiting, on an unpaid order that is not cancelled (in upload order).',
  })
  async reviewableReceiptIds(
    @Root() o: OrderEntity & { receipts?: ReceiptEntity[] },
    @Ctx() ctx: GraphQLContext,
  ): Promise<number[]> {
    const receipts = o.receipts ?? (await ctx.loaders.orderReceipts.load(o.id));
    return receipts.filter((r) => ReceiptService.reviewable(o, r)).map((r) => r.id);
  }
}
