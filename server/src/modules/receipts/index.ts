export {
  RECEIPT_UPLOADED,
  ReceiptService,
  transactionIdNote,
  type TransactionIdReuse,
} from './receipt.service';
export {
  type LinkedReceipt,
  ReceiptLinks,
  receiptDisposition,
  receiptKey,
  ReceiptStorage,
  detectedTypeLabel,
  displayName,
  downloadName,
} from './receipt.storage';
