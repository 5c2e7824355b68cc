import type { CourierProvider } from '../provider';

/**
 * The shop's own rider, or any courier without an API (TCS, M&P, Pakistan Post on the shop's
 * list): nothing is booked, printed or asked of it. Staff type its tracking number when they
 * mark the order shipped (the order's status update checks the number and that the courier is
 * on the list), and the list's tracking page (`{tracking}`) makes the customer's link.
 */
export const manual: CourierProvider = { code: 'manual', label: 'Manual', trackingPage: null };
