/** An order's refunds in the back office, as the OpenAPI document states them (operations.ts). */
import { z } from 'zod';
import { refundInput } from '../../shared/inputs/refunds';
import { group, admin, type Operation } from './operation';
import * as S from './shapes';

const rupees = z.number().meta({ description: 'Rupees (Rs), two decimals at most.' });

export const Refund = z
  .object({
    id: S.int,
    order_id: S.int,
    amount: rupees,
    reason: z.string(),
    method: z.string().meta({ description: 'The order’s payment method.' }),
    via: z.enum(['provider', 'recorded']).meta({
      description:
        'provider: through the card or wallet provider’s refund API; recorded: given back by hand.',
    }),
    reference: z
      .string()
      .nullable()
      .meta({ description: 'The provider’s refund id, or the reference typed for a refund made by hand.' }),
    status: z.enum(['requested', 'pending', 'succeeded', 'failed']).meta({
      description:
        'requested: the provider’s answer is not known yet (send the same request with the same key again); pending: accepted, not yet settled; failed: refused (its amount is refundable again).',
    }),
    failure: z.string().nullable(),
    created_by: z.string().nullable().meta({ description: 'The admin who made it (null: since deleted).' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Refund' });

export const RefundSummary = z
  .object({
    paid: rupees,
    refunded: rupees,
    refundable: rupees.meta({ description: 'What is left to refund: paid less every refund not failed.' }),
    by_api: z.boolean().meta({
      description: 'Refunds of this order go through the provider’s API (else a `reference` is required).',
    }),
    refunds: z.array(Refund),
  })
  .meta({ id: 'RefundSummary' });

export const REFUND_OPERATIONS: Operation[] = group({ tag: admin, role: 'ADMIN' }, [
  {
    method: 'get',
    path: '/admin/order/{id}/refunds',
    summary: 'An order’s refunds and what is left to refund',
    params: { id: 'The order’s id.' },
    ok: S.dataOf(RefundSummary),
    errors: [404],
  },
  {
    method: 'post',
    path: '/admin/order/{id}/refunds',
    summary: 'Refund all or part of an order’s payment',
    description:
      'A card (and a JazzCash wallet or card payment, when the MPIN is set) is refunded through the provider’s API; easypaisa, bank transfer, cash on delivery and JazzCash vouchers are recorded with the `reference` typed (the money went back by hand). Never more than `refundable` (422 `amount`); the order’s `payment_status` becomes `partially_refunded`, or `refunded` once everything paid is back; the customer is mailed. Idempotent by `Idempotency-Key` (header) or `idempotency_key`: the same key answers the first refund (and asks the provider again while its answer is unknown), with other values 422 `idempotency_key`.',
    params: { id: 'The order’s id.' },
    body: refundInput.extend({ idempotency_key: z.string().max(255).optional() }),
    ok: S.dataOf(Refund, { message: z.string() }),
    errors: [404, 502],
  },
]);
