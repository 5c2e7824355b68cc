/**
 * Orders: placing, reading and changing them (one table of transitions), their mails and jobs,
 * the couriers they ship with and the payment receipts uploaded to them (both are part of an
 * order's details, so their tables are this module's; couriers and payments use them through it).
 */
export { OrderLimits } from './limits';
export {
  ADMIN_FILTERS,
  ADMIN_SORTS,
  attentionCounts,
  type AdminFilter,
  type AdminOrderQuery,
  type OrderPage,
} from './order.admin-list';
export {
  ORDER_STATUSES,
  type OrderEntity,
  type OrderHistoryEntity,
  type OrderItemEntity,
} from './order.entity';
export { type CourierEntity } from './courier.entity';
export { CourierService } from './courier-list';
export { type OrderEvent, type OrderEvents } from './order.events';
export { CANCEL_OVERDUE_TASK, CANCEL_UNPAID_TASK, COD_CONFIRM_TASK, COD_FOLLOW_UP_TASK } from './order.jobs';
export { awaitingAnswer, codConfirmationState, type CodAnswer, type CodChannel } from './order.cod';
export {
  PAYMENT_INSTRUCTIONS,
  paymentInstructionsFor,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_ACCOUNTS,
  type PaymentMethod,
} from '../../shared/payment-methods';
export {
  ALREADY_PAID,
  COD_CONFIRMATION_LABELS,
  CUSTOMER_ANSWER_TOO_LATE,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  ORDER_UPDATED,
  ORDER_CONFIRMED_BY_PHONE,
} from './order.messages';
export { createOrders, type Orders } from './orders';
export { type OrderDetails } from './order.sql';
export {
  ORDER_STATUS_RULES,
  ORDER_TRANSITIONS,
  byAdmin,
  byService,
  refundTransition,
  transitionTo,
} from './order.transitions';
export { type ReceiptEntity, type DetectedType, type ReceiptStatus } from './receipt.entity';
export { changesOrderList } from './cache-policy';
