/**
 * The shop's stock, one home: the cells stock is kept in, what a line can have and what a
 * product shows, stock checks, orders taking and returning stock, admins' sets and adjustments,
 * and low stock.
 */
export {
  availableFor,
  cellsOf,
  checkStock,
  shownStock,
  stockOf,
  stockShortfall,
  type LineCap,
  type StockCell,
  type StockLineRef,
  type StockRequest,
} from './stock.rules';
export {
  lastStockReads,
  lockStock,
  rememberRead,
  resolveStock,
  stockProblems,
  stockRequests,
  writeStock,
  type StockSession,
} from './stock.adjust';
export { returnStock, takeStock, type StockLine } from './stock.take';
export {
  countLowStock,
  LowStockThresholds,
  lowStockCrossed,
  onlyLowStock,
  type LowStockCell,
} from './low-stock';
