/** Customers as the back office sees them: the list with their orders summed up. */
export { CustomerList, CUSTOMER_SORTS } from './customer.admin-list';
