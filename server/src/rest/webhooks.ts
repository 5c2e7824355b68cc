import express, { Request, Response, Router } from 'express';
import type Stripe from 'stripe';
import { AppError } from '../shared/errors';
import type { Services } from '../services';

/**
 * POST /webhooks/stripe: the signature is checked on the raw body (before any JSON
 * parsing); the order service applies each event id once.
 */
export function webhookRoutes(services: Services): Router {
  const r = express.Router();
  r.post('/stripe', express.raw({ type: '*/*', limit: '512kb' }), async (req: Request, res: Response) => {
    let event: Stripe.Event;
    try {
      event = services.payments.parseWebhook(
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        req.get('stripe-signature'),
      );
    } catch (err) {
      const status = err instanceof AppError ? err.httpStatus : 400;
      res
        .status(status)
        .json({ status, message: err instanceof AppError ? err.message : 'Invalid signature.' });
      return;
    }
    try {
      const outcome = await services.orders.applyPaymentEvent(
        event as unknown as Parameters<typeof services.orders.applyPaymentEvent>[0],
      );
      res.json({ received: true, outcome });
    } catch (err) {
      req.log?.error({ err, event: event.id }, 'webhook failed');
      res.status(500).json({ status: 500, message: 'Webhook processing failed.' });
    }
  });
  return r;
}
