/**
 * The SMS link's page, `/order/confirm/{token}`: rendered on the server and answered with plain
 * POST forms, so it works on any phone browser without JavaScript. Every text is escaped.
 */
import { formatRupees } from '../../shared/money';
import { codConfirmationState, type OrderDetails } from '../orders';
import type { AnswerOutcome } from './cod-confirmation.service';
import { CANCELLED_NOTE, CONFIRMED_THANKS } from './cod-confirmation.messages';
import { CUSTOMER_ANSWER_TOO_LATE } from '../orders';
import { itemsLine } from './cod-confirmation.service';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}.row{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1.1rem;padding:.7rem 1.6rem;border-radius:.4rem;border:1px solid #555;cursor:pointer}
.confirm{background:#2f7d32;color:#fff;border-color:#2f7d32}.cancel{background:#fff;color:#b00020;border-color:#b00020}
.note{padding:.8rem 1rem;border-radius:.4rem;background:#f3f3f3}.error{background:#fdecea;color:#8a1c12}</style>
</head><body><main>${body}</main></body></html>`;
}

function summary(o: OrderDetails): string {
  return `<p><strong>Order #${o.id}</strong></p><p>${escape(itemsLine(o))}</p>
<p>To pay on delivery: <strong>${escape(formatRupees(o.grandTotal))}</strong></p>`;
}

/** The question: the order and two forms, Confirm and Cancel (or where the order stands when it is answered). */
export function confirmPage(o: OrderDetails, action: string): string {
  const state = codConfirmationState(o);
  let answer: string;
  if (o.status === 'cancelled') answer = `<p class="note" role="status">${escape(CANCELLED_NOTE(o.id))}</p>`;
  else if (o.status !== 'pending')
    answer = `<p class="note" role="status">${escape(CUSTOMER_ANSWER_TOO_LATE)}</p>`;
  else
    answer = `${state === 'confirmed' ? `<p class="note" role="status">${escape(CONFIRMED_THANKS(o.id, o.grandTotal))}</p>` : ''}
<div class="row">
${state === 'confirmed' ? '' : `<form method="post" action="${escape(action)}"><input type="hidden" name="answer" value="confirm"><button class="confirm" type="submit">Confirm</button></form>`}
<form method="post" action="${escape(action)}"><input type="hidden" name="answer" value="cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`;
  return layout(
    `Confirm order #${o.id}`,
    `<h1>Please confirm your cash-on-delivery order</h1>${summary(o)}${answer}`,
  );
}

/** After a press: what happened, in words. */
export function answerPage(o: OrderDetails, outcome: AnswerOutcome, refusal?: string): string {
  const text =
    refusal ??
    (o.status === 'cancelled'
      ? CANCELLED_NOTE(o.id)
      : outcome === 'confirmed' || outcome === 'unchanged'
        ? CONFIRMED_THANKS(o.id, o.grandTotal)
        : CUSTOMER_ANSWER_TOO_LATE);
  return layout(
    `Order #${o.id}`,
    `<h1>Order #${o.id}</h1><p class="note${refusal ? ' error' : ''}" role="status">${escape(text)}</p>${summary(o)}`,
  );
}

/** An expired, forged or malformed link. */
export function linkErrorPage(message: string): string {
  return layout(
    'Confirmation link',
    `<h1>Confirmation link</h1><p class="note error" role="alert">${escape(message)}</p>`,
  );
}
