import { randomBytes } from 'node:crypto';
import express, { Request, Response, Router } from 'express';
import { AppError } from '../shared/errors';
import { escapeHtml } from '../shared/html';
import type { HostedPaymentForm } from '../modules/payments';
import type { Services } from '../services';

/**
 * A page that posts `form` to the provider at once (a button when scripts are off). Its own
 * policy lets this one form leave for the provider's origin and this one script run.
 */
function sendAutoPost(res: Response, form: HostedPaymentForm, title: string): void {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(form.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  res
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; form-action 'self' ${new URL(form.action).origin}; frame-ancestors 'none'; base-uri 'none'`,
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>` +
        `<form id="pay" method="post" action="${escapeHtml(form.action)}">${inputs}<p>${escapeHtml(title)}</p><button type="submit">Continue</button></form>` +
        `<script nonce="${nonce}">document.getElementById('pay').submit();</script></body></html>`,
    );
}

/**
 * The hosted checkouts' addresses outside /api: where the shop's page sends the customer to the
 * provider (`/payments/go/:reference`), where the provider sends the customer back (JazzCash's
 * and Safepay's returns, easypaisa's postback and final stop: each ends on the order's
 * confirmation page with what became of the payment) and the providers' server-to-server
 * notifications (IPN, Safepay's webhook).
 * Everything said here is verified by the providers (modules/payments); the routes only translate.
 */
export function onlinePaymentRoutes(services: Services): Router {
  const r = express.Router();
  const pay = services.onlinePayments;
  const { jazzcash, easypaisa } = services.paymentProviders.of;
  const form = express.urlencoded({ extended: false, limit: '64kb' });
  // A forged answer (JazzCashHashError, 403) or a foreign IPN link (EasypaisaIpnError, 400) is an AppError too.
  const refuse = (req: Request, res: Response, err: unknown) => {
    if (err instanceof AppError) {
      res.status(err.httpStatus).json({ status: err.httpStatus, message: err.message });
      return;
    }
    req.log?.error({ err }, 'online payment delivery failed');
    res.status(500).json({ status: 500, message: 'The payment answer could not be processed.' });
  };
  const handle = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response) =>
    fn(req, res).catch((err: unknown) => refuse(req, res, err));
  /** A provider's answer through the customer's browser: on to the order's confirmation page. */
  const backToOrder = (
    provider: Parameters<typeof pay.notify>[0],
    kind: string,
    fields: (req: Request) => unknown,
  ) =>
    handle(async (req, res) => {
      const { attempt, outcome } = await pay.notify(provider, kind, fields(req));
      const shown = encodeURIComponent(outcome === 'duplicate' ? 'paid' : outcome);
      res.redirect(303, `/user/order/confirmation/${attempt.orderId}?payment=${shown}`);
    });

  r.get(
    '/go/:reference',
    handle(async (req, res) => {
      const { form: hosted, title } = await pay.formFor(String(req.params.reference));
      if (hosted.method === 'get')
        res
          .set('Cache-Control', 'no-store')
          .redirect(303, `${hosted.action}?${new URLSearchParams(hosted.fields).toString()}`);
      else sendAutoPost(res, hosted, title);
    }),
  );

  // JazzCash posts the signed answer through the customer's browser (form). Its IPN is a SOAP
  // status update (XML, the WSDL at GET ?wsdl); an IPN posted as JSON or a form is still read.
  r.post(
    '/jazzcash/return',
    form,
    backToOrder('jazzcash', 'answer', (req) => req.body ?? {}),
  );

  const soap = express.text({ type: ['text/xml', 'application/soap+xml', 'application/xml'], limit: '64kb' });
  r.get('/jazzcash/ipn', (_req: Request, res: Response) => {
    res.status(200).type('text/xml; charset=utf-8').send(jazzcash.ipnWsdl());
  });

  r.post(
    '/jazzcash/ipn',
    soap,
    express.json({ limit: '64kb' }),
    form,
    async (req: Request, res: Response) => {
      if (typeof req.body === 'string') {
        const answer = await jazzcash.answerSoapIpn(req.body, (fields) =>
          pay.notify('jazzcash', 'ipn', fields),
        );
        // A refusal JazzCash is told about is not the shop's fault; an inquiry that failed or a bug is logged.
        const failure = answer.failure;
        if (failure && (!(failure instanceof AppError) || failure.httpStatus >= 500))
          req.log?.[failure instanceof AppError ? 'warn' : 'error'](
            { err: failure },
            'JazzCash status update not taken',
          );
        res.status(answer.status).type('text/xml; charset=utf-8').send(answer.xml);
        return;
      }
      try {
        const { outcome } = await pay.notify('jazzcash', 'answer', req.body ?? {});
        res.json({ ...(await jazzcash.acknowledgement()), outcome });
      } catch (err) {
        refuse(req, res, err);
      }
    },
  );

  // Safepay (cards): the signed return through the customer's browser, and the signed webhook.
  r.post(
    '/safepay/return',
    form,
    backToOrder('safepay', 'return', (req) => req.body ?? {}),
  );
  r.post(
    '/safepay/webhook',
    express.json({ limit: '64kb' }),
    handle(async (req, res) => {
      const { outcome } = await pay.notify('safepay', 'webhook', { body: req.body, headers: req.headers });
      res.json({ received: true, outcome });
    }),
  );

  // easypaisa: step two of its checkout (the auth_token back to Confirm.jsf), then the final stop.
  r.get(
    '/easypaisa/postback',
    handle(async (req, res) => {
      const token = typeof req.query.auth_token === 'string' ? req.query.auth_token : '';
      sendAutoPost(res, await easypaisa.confirmForm(token), 'Confirming your easypaisa payment…');
    }),
  );
  r.get(
    '/easypaisa/done',
    backToOrder('easypaisa', 'final', (req) => req.query),
  );
  r.get(
    '/easypaisa/ipn',
    handle(async (req, res) => {
      const link = typeof req.query.url === 'string' ? req.query.url : '';
      res.json({ received: true, outcome: (await pay.notify('easypaisa', 'ipn', link)).outcome });
    }),
  );

  return r;
}
