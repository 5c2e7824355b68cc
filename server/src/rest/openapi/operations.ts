/**
 * Every path of the REST adapter, as its OpenAPI document states it (document.ts builds the
 * document from this table). Request bodies are the very schemas the routes parse with (each
 * route's RestDialect: the shared inputs under the legacy body names); answers are shapes.ts.
 * tests/api/openapi.test.ts fails when a route is missing here or answers otherwise.
 */
import { accountOperations } from './accounts.operations';
import { adminOperations } from './admin.operations';
import { catalogOperations } from './catalog.operations';
import type { Operation } from './operation';
import { orderOperations } from './orders.operations';
import { otherOperations } from './other.operations';
import { SETTINGS_OPERATIONS } from './settings.operations';
import { STAFF_OPERATIONS } from './staff.operations';

export type { Operation, Role } from './operation';

export const OPERATIONS: Operation[] = [
  ...catalogOperations,
  ...accountOperations,
  ...orderOperations,
  ...adminOperations,
  ...otherOperations,
  ...SETTINGS_OPERATIONS,
  ...STAFF_OPERATIONS,
];
