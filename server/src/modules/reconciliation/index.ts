/** Reconciliation: what the gateways and couriers settled with the shop against what it recorded paid. */
export {
  ReconciliationService,
  type ReconciliationReport,
  type StatementImport,
} from './reconciliation.service';
export type { Difference, DifferenceKind, ReconciliationLine } from './reconcile';
export {
  DEFAULT_UNSETTLED_DAYS,
  GATEWAYS,
  MAX_UNSETTLED_DAYS,
  type Gateway,
  type SettlementSource,
} from './sources';
