export { mayUseField, mayUseRoute, STAFF_GRAPHQL_FIELDS } from './staff-access';
