/**
 * Refunds of an order from the back office (the owner's: modules/access opens none of it to
 * staff): the order's refunds and what is left to refund, and a refund made. Money in rupees,
 * as everywhere in the REST adapter; modules/payments/refunds.ts holds the rules.
 */
import { Router, type Request } from 'express';
import { ORDER_NOT_FOUND } from '../modules/orders';
import { REFUND_MADE, type RefundSummary, type RefundView } from '../modules/payments';
import { toRupees } from '../shared/money';
import type { Services } from '../services';
import { bodyObject, route, pathId } from './http';

export function serializeRefund(r: RefundView) {
  return {
    id: r.id,
    order_id: r.orderId,
    amount: toRupees(r.amount),
    reason: r.reason,
    method: r.method,
    via: r.via,
    reference: r.reference,
    status: r.status,
    failure: r.failure,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
  };
}

export function serializeRefundSummary(s: RefundSummary) {
  return {
    paid: toRupees(s.paid),
    refunded: toRupees(s.refunded),
    refundable: toRupees(s.refundable),
    by_api: s.byApi,
    refunds: s.refunds.map(serializeRefund),
  };
}

const orderId = (req: Request) => pathId(req, ORDER_NOT_FOUND);

export function refundRoutes(services: Services): Router {
  const r = Router();

  r.get(
    '/admin/order/:id/refunds',
    route(services, async ({ req }) => ({
      status: 200,
      data: serializeRefundSummary(await services.refunds.summary(orderId(req))),
    })),
  );

  r.post(
    '/admin/order/:id/refunds',
    route(services, async ({ req }) => {
      const b = bodyObject(req);
      const refund = await services.refunds.refund(
        req.user!.id,
        orderId(req),
        { amount: b.amount, reason: b.reason, reference: b.reference },
        req.get('idempotency-key') ?? b.idempotency_key,
      );
      return { status: 200, data: serializeRefund(refund), message: REFUND_MADE };
    }),
  );

  return r;
}
