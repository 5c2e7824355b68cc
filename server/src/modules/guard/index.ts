/** The fake-order guard: returned orders counted per phone number and address, the blocklist, prepayment from such numbers. */
export { BlocklistEntity } from './blocklist.entity';
export { GuardService, type CheckoutParty, type ReturnRecord } from './guard.service';
export {
  BLOCKED,
  BLOCKED_EMAIL,
  UNBLOCKED,
  BLOCKED_PHONE,
  BLOCKLIST_ENTRY_NOT_FOUND,
  PREPAYMENT_REQUIRED,
  returnedBefore,
} from './guard.messages';
