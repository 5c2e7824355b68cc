/** The fake-order guard: returned orders counted per phone number and address, the blocklist, prepayment from such numbers. */
export { type BlocklistEntity } from './blocklist.entity';
export { GuardService, type ReturnRecord } from './guard.service';
export { BLOCKED, UNBLOCKED, BLOCKLIST_ENTRY_NOT_FOUND } from './guard.messages';
