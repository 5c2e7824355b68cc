/**
 * The SMS link's page, `/order/confirm/{token}`: rendered on the server and answered with plain
 * POST forms, so it works on any phone browser without JavaScript. Every text is escaped.
 */
import { escapeHtml } from '../../shared/html';
import { formatRupees } from '../../shared/money';
import { codConfirmationState, type OrderDetails } from '../orders';
import type { AnswerOutcome } from './cod-confirmation.service';
import { CANCELLED_NOTE, CONFIRMED_THANKS } from './cod-confirmation.messages';
import { CUSTOMER_ANSWER_TOO_LATE } from '../orders';

/** The shop a page speaks for: its name (the shop settings) on the page, beside its yarn-ball logo. */
export interface PageShop {
  name: string;
}

/* The storefront's look (client/src/app/theme.ts): cream page, white card, brand terracotta. */
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fffaf4;color:#3d302a}
header{background:#fff;border-bottom:1px solid #f3e2cc;padding:.75rem 1rem}
.brand{display:flex;align-items:center;gap:.5rem;max-width:32rem;margin:0 auto;font-family:Georgia,serif;font-size:1.25rem;font-weight:700;color:#843a25}
main{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:18px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (max-width:34rem){main{margin:1rem}}
h1{font-family:Georgia,serif;font-size:1.4rem;color:#4a2418;margin-top:0}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.4rem 0;border-bottom:1px solid #fbf1e4;vertical-align:top}
td.amount{text-align:right;white-space:nowrap;padding-left:1rem}tr.total td{border-bottom:0;font-weight:700;color:#4a2418}
.row{display:flex;gap:1rem;margin-top:1.5rem;flex-wrap:wrap}.row form{flex:1}
button{width:100%;font-size:1.1rem;padding:.8rem 1.2rem;border-radius:.5rem;border:2px solid;cursor:pointer;font-weight:600}
.confirm{background:#a54a2e;color:#fff;border-color:#a54a2e}.cancel{background:#fff;color:#b91c1c;border-color:#b91c1c}
.note{padding:.8rem 1rem;border-radius:.5rem;background:#fbf1e4}.error{background:#fdecea;color:#8a1c12}`;

const LOGO = `<svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="26" fill="#d9825b"/><path d="M10 26q22-14 44 0M8 34q24-14 48 0M12 43q20-12 40 0" stroke="#a24d2f" stroke-width="3" fill="none"/></svg>`;

function layout(shop: PageShop, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${shop.name}`)}</title><style>${STYLE}</style>
</head><body><header><div class="brand">${LOGO}<span>${escapeHtml(shop.name)}</span></div></header><main>${body}</main></body></html>`;
}

/** The order: each item with its options and amount, then what is paid at the door. */
function summary(o: OrderDetails): string {
  const options = (i: OrderDetails['items'][number]) => {
    const chosen = [i.sizeName, i.colorName].filter(Boolean).join(', ');
    return chosen ? ` (${chosen})` : '';
  };
  const rows = o.items
    .map(
      (i) =>
        `<tr><td>${i.qty} × ${escapeHtml(i.name + options(i))}</td><td class="amount">${escapeHtml(formatRupees(i.price * i.qty))}</td></tr>`,
    )
    .join('');
  const line = (label: string, paisa: number) =>
    `<tr><td>${label}</td><td class="amount">${escapeHtml(formatRupees(paisa))}</td></tr>`;
  return `<p><strong>Order #${o.id}</strong></p><table>${rows}${line('Shipping', o.shipping)}${
    o.discount > 0 ? line('Discount', -o.discount) : ''
  }<tr class="total"><td>To pay on delivery</td><td class="amount">${escapeHtml(formatRupees(o.grandTotal))}</td></tr></table>`;
}

/** The question: the order and two forms, Confirm and Cancel (or where the order stands when it is answered). */
export function confirmPage(shop: PageShop, o: OrderDetails, action: string): string {
  const state = codConfirmationState(o);
  let answer: string;
  if (o.status === 'cancelled')
    answer = `<p class="note" role="status">${escapeHtml(CANCELLED_NOTE(o.id))}</p>`;
  else if (o.status !== 'pending')
    answer = `<p class="note" role="status">${escapeHtml(CUSTOMER_ANSWER_TOO_LATE)}</p>`;
  else
    answer = `${state === 'confirmed' ? `<p class="note" role="status">${escapeHtml(CONFIRMED_THANKS(o.id, o.grandTotal))}</p>` : ''}
<div class="row">
${state === 'confirmed' ? '' : `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="answer" value="confirm"><button class="confirm" type="submit">Confirm</button></form>`}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="answer" value="cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`;
  return layout(
    shop,
    `Confirm order #${o.id}`,
    `<h1>Please confirm your cash-on-delivery order</h1>${summary(o)}${answer}`,
  );
}

/** After a press: what happened, in words. */
export function answerPage(
  shop: PageShop,
  o: OrderDetails,
  outcome: AnswerOutcome,
  refusal?: string,
): string {
  const text =
    refusal ??
    (o.status === 'cancelled'
      ? CANCELLED_NOTE(o.id)
      : outcome === 'confirmed' || outcome === 'unchanged'
        ? CONFIRMED_THANKS(o.id, o.grandTotal)
        : CUSTOMER_ANSWER_TOO_LATE);
  return layout(
    shop,
    `Order #${o.id}`,
    `<h1>Order #${o.id}</h1><p class="note${refusal ? ' error' : ''}" role="status">${escapeHtml(text)}</p>${summary(o)}`,
  );
}

/** An expired, forged or malformed link. */
export function linkErrorPage(shop: PageShop, message: string): string {
  return layout(
    shop,
    'Confirmation link',
    `<h1>Confirmation link</h1><p class="note error" role="alert">${escapeHtml(message)}</p>`,
  );
}
