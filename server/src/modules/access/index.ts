export { mayUseField, mayUseRoute, STAFF_GRAPHQL_FIELDS, STAFF_REST_ROUTES } from './staff-access';
