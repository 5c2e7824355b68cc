/** Orders: placing, reading and changing them (one table of transitions), their mails and jobs. */
export { OrderLimits } from './limits';
export {
  ADMIN_FILTERS,
  ADMIN_SORTS,
  adminOrderLists,
  type AdminFilter,
  type AdminOrderLists,
  type AdminOrderQuery,
  type OrderPage,
} from './order.admin-list';
export {
  ORDER_STATUSES,
  OrderEntity,
  OrderHistoryEntity,
  OrderItemEntity,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from './order.entity';
export { CourierEntity } from './courier.entity';
export { type OrderEvent, type OrderEvents } from './order.events';
export {
  CANCEL_OVERDUE_TASK,
  CANCEL_UNPAID_TASK,
  COD_CONFIRM_TASK,
  COD_FOLLOW_UP_TASK,
  scheduleCodConfirmation,
} from './order.jobs';
export { awaitingAnswer, codConfirmationState, type CodAnswer, type CodChannel } from './order.cod';
export type { CheckoutGuard } from './order.placement';
export {
  MANUAL_METHODS,
  PAYMENT_INSTRUCTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from './payment-methods';
export {
  ALREADY_PAID,
  COD_CONFIRMATION_LABELS,
  CUSTOMER_ANSWER_TOO_LATE,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  ORDER_UPDATED,
} from './order.messages';
export { OrderResolver } from './order.resolver';
export { OrderAdminResolver } from './order-admin.resolver';
export { OrderFieldsResolver, OrderHistoryResolver, OrderItemResolver } from './order-fields.resolver';
export { OrderCodResolver } from './order-cod.resolver';
export { OrderService } from './order.service';
export type { OrderDetails } from './order.sql';
export {
  HOLDING_STOCK_SQL,
  ORDER_STATUS_RULES,
  ORDER_TRANSITIONS,
  byAdmin,
  byCustomer,
  byService,
  type Actor,
  PAYMENT_STATUS_RULES,
  transitionTo,
} from './order.transitions';
export { AdminOrderFilter, Order, OrderPayload } from './order.types';
export { ReceiptEntity, type DetectedType, type ReceiptStatus } from './receipt.entity';
export { changesOrderList } from './cache-policy';
