/** The fake-order guard's messages, written once (checkout refusals, the order page's line). */
export const BLOCKED_PHONE =
  'Orders from this phone number are not accepted. Please contact the shop if you think this is a mistake.';
export const BLOCKED_EMAIL =
  'Orders from this e-mail address are not accepted. Please contact the shop if you think this is a mistake.';
export const PREPAYMENT_REQUIRED =
  'Cash on delivery is not available for this phone number because an earlier order was returned. Please pay by easypaisa, JazzCash, bank transfer or card.';
export const ALREADY_BLOCKED = 'This entry is on the blocklist already.';
export const BLOCKED = 'Added to the blocklist.';
export const UNBLOCKED = 'Removed from the blocklist.';
export const BLOCKLIST_ENTRY_NOT_FOUND = 'Blocklist entry not found.';

/** "Returned before: 2 of 3 orders": of the earlier orders from the same phone number or address, how many came back. */
export const returnedBefore = (returned: number, orders: number) =>
  `Returned before: ${returned} of ${orders} ${orders === 1 ? 'order' : 'orders'}`;
