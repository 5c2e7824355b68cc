export { OrderLimits } from './limits';
export { OrderEntity, OrderHistoryEntity, OrderItemEntity } from './order.entity';
export { CANCEL_OVERDUE_TASK, CANCEL_UNPAID_TASK } from './order.jobs';
export { receiptRejectedMail } from './order.mails';
export { OrderHistoryResolver, OrderItemResolver, OrderResolver } from './order.resolver';
export {
  ADMIN_FILTERS,
  ADMIN_SORTS,
  MANUAL_METHODS,
  ORDER_PLACED,
  ORDER_UPDATED,
  OrderService,
  PAYMENT_INSTRUCTIONS,
  type AdminOrderLists,
  type OrderDetails,
  type OrderPage,
} from './order.service';
export { Order, OrderPayload } from './order.types';
export { ReceiptEntity, type DetectedType } from './receipt.entity';
