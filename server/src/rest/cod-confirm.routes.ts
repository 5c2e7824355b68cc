import express, { Request, Response, Router } from 'express';
import { answerPage, confirmPage, LinkError, linkErrorPage } from '../modules/cod-confirmation';
import { WebhookRejectedError } from '../modules/whatsapp';
import { AppError, ValidationError } from '../shared/errors';
import type { Services } from '../services';

/**
 * GET /webhooks/whatsapp (Meta's subscription handshake) and POST /webhooks/whatsapp (signed
 * deliveries: the raw body is verified before it is parsed). Answers 200 once a delivery is
 * handled (or was handled before), so Meta stops retrying; 403 for a bad signature; 500 when
 * it could not be handled (Meta retries, nothing of it was kept).
 */
export function whatsAppWebhook(services: Services): Router {
  const r = express.Router();
  r.get('/', async (req: Request, res: Response) => {
    const { status, body } = await services.codConfirmation.subscription(
      req.query as Record<string, unknown>,
    );
    res.status(status).type('text/plain').send(body);
  });
  r.post('/', express.raw({ type: '*/*', limit: '512kb' }), async (req: Request, res: Response) => {
    try {
      const outcomes = await services.codConfirmation.delivery(
        Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        req.get('x-hub-signature-256'),
      );
      res.json({ received: true, outcomes });
    } catch (err) {
      if (err instanceof WebhookRejectedError || err instanceof AppError) {
        const status = err.httpStatus;
        res.status(status).json({ status, message: err.message });
        return;
      }
      req.log?.error({ err }, 'WhatsApp webhook failed');
      res.status(500).json({ status: 500, message: 'Webhook processing failed.' });
    }
  });
  return r;
}

/**
 * The SMS link's page: GET /order/confirm/{token} shows the order with Confirm and Cancel (two
 * POST forms, no JavaScript needed); POST answers it. An expired link answers 410, a forged or
 * malformed one 400, each with a page saying so.
 */
export function codConfirmPages(services: Services): Router {
  const r = express.Router();
  // The shop's name as the owner's settings have it now.
  const shopOf = async () => ({ name: (await services.settings.policy()).shop.name });
  const html = (res: Response, status: number, page: string) =>
    res
      .status(status)
      .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
      .type('html')
      .send(page);
  const failed = (res: Response, shop: { name: string }, err: unknown) => {
    if (err instanceof LinkError)
      return html(res, err.reason === 'expired' ? 410 : 400, linkErrorPage(shop, err.message));
    throw err;
  };
  // Anything else thrown goes on to the application's error handler (Express 5 passes it on).
  r.get('/:token', async (req: Request, res: Response) => {
    const shop = await shopOf();
    try {
      const order = await services.codConfirmation.linkOrder(String(req.params.token));
      html(res, 200, confirmPage(shop, order, req.originalUrl.split('?')[0]));
    } catch (err) {
      failed(res, shop, err);
    }
  });
  r.post(
    '/:token',
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req: Request, res: Response) => {
      const token = String(req.params.token);
      const shop = await shopOf();
      try {
        const { outcome, order } = await services.codConfirmation.answerLink(
          token,
          (req.body as { answer?: unknown })?.answer,
        );
        html(res, 200, answerPage(shop, order, outcome));
      } catch (err) {
        if (err instanceof LinkError || !(err instanceof ValidationError)) return failed(res, shop, err);
        const order = await services.codConfirmation.linkOrder(token);
        html(res, 422, answerPage(shop, order, 'refused', err.message));
      }
    },
  );
  return r;
}
