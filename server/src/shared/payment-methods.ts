/**
 * The payment methods a customer may choose at checkout, and what the shop tells about each:
 * its label, how to pay, and the shop's account for the manual ones. Orders store and read the
 * codes (their column, the auto-cancel of manual ones, the mails) and the payments module
 * routes each code to its provider, so the list is here, below both. A new method is added
 * here, then given a provider in `services.ts` (the registry's type asks for one per code).
 * Clients read these through GraphQL (`checkoutOptions`, `Order.paymentMethodLabel`).
 */
export const PAYMENT_METHODS = ['cod', 'easypaisa', 'jazzcash', 'bank', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment methods whose orders wait for money sent by hand (cancelled when still unpaid after unpaidOrderHours). */
export const MANUAL_METHODS: readonly PaymentMethod[] = ['easypaisa', 'jazzcash', 'bank'];

/**
 * Payment methods paid before the parcel leaves: an order of one still unpaid after
 * unpaidOrderHours is cancelled and its stock returned (a card order is unpaid only while its
 * customer has a hosted card page to pay on, as Safepay's; Stripe's are placed paid).
 */
export const PREPAID_METHODS: readonly PaymentMethod[] = [...MANUAL_METHODS, 'stripe'];

/** The shop's account for each manual method: what the customer pays into and the admin checks a receipt against. */
export const PAYMENT_ACCOUNTS: Partial<Record<PaymentMethod, string>> = {
  easypaisa: 'Easypaisa account 0300-1234567 (Crochet Corner)',
  jazzcash: 'JazzCash account 0301-7654321 (Crochet Corner)',
  bank: 'HBL: account title Crochet Corner, account no. 1234-5678901-03, IBAN PK36HABB0012345678901203',
};

/** Each payment method as customers read it (checkout, order pages: GraphQL `checkoutOptions`, `Order.paymentMethodLabel`). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  easypaisa: 'Easypaisa',
  jazzcash: 'JazzCash',
  bank: 'Bank Transfer (HBL)',
  stripe: 'Card',
};

/** How to pay for each manual method; shown on the confirmation and in the mail. */
export const PAYMENT_INSTRUCTIONS: Record<PaymentMethod, string> = {
  cod: 'Pay in cash to the courier when your parcel arrives.',
  easypaisa: `Send the grand total to our ${PAYMENT_ACCOUNTS.easypaisa}, then send the receipt to us over chat.`,
  jazzcash: `Send the grand total to our ${PAYMENT_ACCOUNTS.jazzcash}, then send the receipt to us over chat.`,
  bank: 'Bank Transfer (HBL): account title Crochet Corner, account no. 1234-5678901-03, IBAN PK36HABB0012345678901203. Send the receipt to us over chat.',
  stripe: 'Paid by card.',
};

/**
 * How to pay for an order of `method` in `paymentStatus` (order pages, REST, the mails): a card
 * order is unpaid only while its customer has a card gateway's page to pay on (Safepay).
 */
export function paymentInstructionsFor(method: PaymentMethod, paymentStatus: string): string {
  return method === 'stripe' && paymentStatus === 'unpaid'
    ? 'Pay by card on the secure payment page: use the Pay button on your order page.'
    : PAYMENT_INSTRUCTIONS[method];
}

export const CARD_UNAVAILABLE =
  'Card payments are not available right now. Please choose another payment method.';
