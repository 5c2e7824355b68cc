export { OrderReceiptNotesResolver, ReceiptResolver } from './receipt.resolver';
export { ReceiptService, transactionIdNote, type TransactionIdReuse } from './receipt.service';
export {
  ReceiptLinks,
  ReceiptStorage,
  detectedTypeLabel,
  displayName,
  downloadName,
} from './receipt.storage';
export { Receipt } from './receipt.types';
