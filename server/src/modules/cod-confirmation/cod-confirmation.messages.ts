/** What the COD confirmation says to customers, written once (WhatsApp, SMS, the link's page). */
import { formatRupees } from '../../shared/money';

export const LINK_EXPIRED =
  'This confirmation link has expired. Please contact the shop to confirm or cancel your order.';
export const LINK_INVALID =
  'This confirmation link is not valid. Please open the link from your SMS exactly as it was sent.';
export const CONFIRMED_THANKS = (id: number, total: number) =>
  `Thank you! Your order #${id} is confirmed. Please keep ${formatRupees(total)} ready for the courier.`;
export const CANCELLED_NOTE = (id: number) =>
  `Your order #${id} is cancelled, as you asked. Nothing is sent and nothing is owed.`;
export const ANSWER_REQUIRED = 'Choose Confirm or Cancel.';

/** The SMS: the order, the amount and the signed link (one SMS of 160 characters where the link allows). */
export const confirmSms = (id: number, total: number, link: string, reminder: boolean) =>
  `${reminder ? 'Reminder: please' : 'Please'} confirm your order #${id} (${formatRupees(total)}, cash on delivery): ${link}`;
export const WHATSAPP_NOT_SET_UP = 'WhatsApp is not set up in this shop.';
