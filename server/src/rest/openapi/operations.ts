/**
 * Every path of the REST adapter, as its OpenAPI document states it (document.ts builds the
 * document from this table). Request bodies are the very schemas the routes parse with (each
 * route's RestDialect: the shared inputs under the legacy body names); answers are shapes.ts.
 * tests/api/openapi.test.ts fails when a route is missing here or answers otherwise.
 */
import { accountOperations } from './accounts.operations';
import { adminOperations } from './admin.operations';
import { catalogOperations } from './catalog.operations';
import { csvOperations } from './csv.operations';
import type { Operation } from './operation';
import { orderOperations } from './orders.operations';
import { otherOperations } from './other.operations';
import { RECONCILIATION_OPERATIONS } from './reconciliation.operations';
import { REFUND_OPERATIONS } from './refunds.operations';
import { SETTINGS_OPERATIONS } from './settings.operations';
import { INTEGRATION_OPERATIONS } from './integrations.operations';
import { STAFF_OPERATIONS } from './staff.operations';

export const OPERATIONS: Operation[] = [
  ...catalogOperations,
  ...accountOperations,
  ...orderOperations,
  ...REFUND_OPERATIONS,
  ...adminOperations,
  ...csvOperations,
  ...otherOperations,
  ...SETTINGS_OPERATIONS,
  ...INTEGRATION_OPERATIONS,
  ...STAFF_OPERATIONS,
  ...RECONCILIATION_OPERATIONS,
];
