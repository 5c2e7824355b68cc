import express, { Request, Response, Router } from 'express';
import { AppError } from '../shared/errors';
import { LeopardsPushError, pushAnswer } from '../modules/couriers-api';
import { applyCardEvent } from '../modules/orders';
import type { Services } from '../services';
import type { StripeEvent } from '../modules/payments';

/**
 * POST /webhooks/stripe: the signature is checked on the raw body (before any JSON
 * parsing); the order service applies each event id once.
 */
export function webhookRoutes(services: Services): Router {
  const r = express.Router();
  r.post('/stripe', express.raw({ type: '*/*', limit: '512kb' }), async (req: Request, res: Response) => {
    let event: StripeEvent;
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
      const outcome = await applyCardEvent(services.orders.lifecycle, services.logger, event);
      res.json({ received: true, outcome });
    } catch (err) {
      req.log?.error({ err, event: event.id }, 'webhook failed');
      res.status(500).json({ status: 500, message: 'Webhook processing failed.' });
    }
  });
  // Leopards' push API: its key in `api-key`, status changes of booked parcels (modules/courier-bookings).
  r.post('/leopards', express.json({ limit: '512kb' }), async (req: Request, res: Response) => {
    try {
      const moved = await services.courierBookings.leopardsPush(req.headers, req.body);
      const ok = pushAnswer();
      res.status(ok.status).json({ ...(ok.body as object), moved });
    } catch (err) {
      if (err instanceof LeopardsPushError) {
        const refused = pushAnswer(err);
        res.status(refused.status).json(refused.body);
        return;
      }
      req.log?.error({ err }, 'Leopards push failed');
      res.status(500).json({ status: 0, errors: ['The push could not be processed.'] });
    }
  });
  return r;
}
