/**
 * An admin's update without a version never undoes a payment its screen did not show: the
 * payment status its session last read is no change; a paid order goes unpaid only from a
 * session that saw it paid.
 */
import { paymentWithoutVersion } from '../../server/src/modules/orders/order.reads';
import { ConflictError } from '../../server/src/shared/errors';

const order = (paymentStatus: 'paid' | 'unpaid') => ({
  version: 7,
  status: 'shipped' as const,
  paymentStatus,
});

it('reads the status its session last read as no change, whatever the order has now', () => {
  expect(paymentWithoutVersion(order('paid'), 'unpaid', 'unpaid')).toBe('paid');
  expect(paymentWithoutVersion(order('unpaid'), 'paid', 'paid')).toBe('unpaid');
});

it('makes a paid order unpaid only for a session that read it paid, else a conflict with the order as it is', () => {
  expect(paymentWithoutVersion(order('paid'), 'unpaid', 'paid')).toBe('unpaid');
  // Never read (or the session's read expired): the screen may be older than the payment.
  let thrown: unknown;
  try {
    paymentWithoutVersion(order('paid'), 'unpaid', null);
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(ConflictError);
  expect(thrown).toMatchObject({
    fieldErrors: [expect.objectContaining({ field: 'payment_status', code: 'CONFLICT' })],
    current: { version: 7, status: 'shipped', payment_status: 'paid' },
  });
});

it('takes any other change as sent', () => {
  expect(paymentWithoutVersion(order('unpaid'), 'paid', null)).toBe('paid');
  expect(paymentWithoutVersion(order('unpaid'), 'unpaid', null)).toBe('unpaid');
  expect(paymentWithoutVersion(order('paid'), 'paid', null)).toBe('paid');
});
