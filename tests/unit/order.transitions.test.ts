/**
 * The one table of order moves: which paths may start from which status, what they end in,
 * which payment they need, and what a status change does to stock.
 */
import { ValidationError } from '../../server/src/shared/errors';
import {
  HOLDING_STOCK_SQL,
  ORDER_TRANSITIONS,
  refundTransition,
  stockMove,
  transitionTo,
  type TransitionName,
} from '../../server/src/modules/orders/order.transitions';
import type { OrderStatus, PaymentStatus } from '../../server/src/modules/orders/order.entity';

const STATUSES: OrderStatus[] = ['pending', 'shipped', 'delivered', 'cancelled', 'returned'];

/** The refusal `transitionTo` throws, as the transports answer it; null when it is allowed. */
function refusal(
  name: TransitionName,
  status: OrderStatus,
  paymentStatus: PaymentStatus = 'unpaid',
): { field: string; message: string; code: string } | null {
  try {
    transitionTo(name, { status, paymentStatus });
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).fieldErrors[0];
  }
}

const allowedFrom = (name: TransitionName, paymentStatus: PaymentStatus = 'unpaid') =>
  STATUSES.filter((s) => refusal(name, s, paymentStatus) === null);

describe('transitionTo', () => {
  it('lets the admin set any status and payment status, keeping what is not sent', () => {
    expect(
      transitionTo('adminUpdate', { status: 'cancelled', paymentStatus: 'paid' }, { status: 'pending' }),
    ).toEqual({ status: 'pending', paymentStatus: 'paid' });
    expect(
      transitionTo(
        'adminUpdate',
        { status: 'delivered', paymentStatus: 'paid' },
        { paymentStatus: 'unpaid' },
      ),
    ).toEqual({ status: 'delivered', paymentStatus: 'unpaid' });
    expect(transitionTo('adminUpdate', { status: 'shipped', paymentStatus: 'unpaid' })).toEqual({
      status: 'shipped',
      paymentStatus: 'unpaid',
    });
  });

  it('books only a pending order with a courier, and cancels only a shipped booking', () => {
    expect(allowedFrom('courierBooked')).toEqual(['pending']);
    expect(transitionTo('courierBooked', { status: 'pending', paymentStatus: 'unpaid' })).toEqual({
      status: 'shipped',
      paymentStatus: 'unpaid',
    });
    expect(refusal('courierBooked', 'delivered')).toEqual({
      field: 'order',
      message: 'Only a pending order can be booked with a courier.',
      code: 'NOT_PENDING',
    });
    expect(allowedFrom('bookingCancelled')).toEqual(['shipped']);
    expect(refusal('bookingCancelled', 'pending')?.code).toBe('NOT_SHIPPED');
  });

  it("moves a parcel by the courier's tracking: delivered from shipped, returned from shipped or delivered", () => {
    expect(allowedFrom('courierDelivered')).toEqual(['shipped']);
    expect(allowedFrom('courierReturned')).toEqual(['shipped', 'delivered']);
    expect(transitionTo('courierReturned', { status: 'delivered', paymentStatus: 'unpaid' }).status).toBe(
      'returned',
    );
    // No message of its own: the generic one names the status, the code is the status in capitals.
    expect(refusal('courierDelivered', 'cancelled')).toEqual({
      field: 'order',
      message: 'This cannot be done to a cancelled order.',
      code: 'CANCELLED',
    });
  });

  it('marks a receipt paid on an open order only, with the message for each closed status', () => {
    expect(allowedFrom('receiptVerified')).toEqual(['pending', 'shipped', 'delivered']);
    expect(transitionTo('receiptVerified', { status: 'shipped', paymentStatus: 'unpaid' })).toEqual({
      status: 'shipped',
      paymentStatus: 'paid',
    });
    expect(refusal('receiptVerified', 'cancelled')?.message).toBe(
      'This order was cancelled: set it back to pending first.',
    );
    expect(refusal('receiptVerified', 'returned')?.message).toBe(
      'This order was returned: set it back to pending first.',
    );
  });

  it('refuses to pay an order twice, whatever the path, before looking at its status', () => {
    for (const name of ['receiptVerified', 'cardPaid', 'walletPaid', 'codRemitted'] as const) {
      expect(refusal(name, 'pending', 'paid')).toEqual({
        field: 'order',
        message: 'This order is already paid.',
        code: 'ALREADY_PAID',
      });
    }
    expect(refusal('receiptVerified', 'cancelled', 'paid')?.code).toBe('ALREADY_PAID');
  });

  it('takes a card or wallet payment on an order in any status, leaving its status', () => {
    for (const status of STATUSES)
      expect(transitionTo('cardPaid', { status, paymentStatus: 'unpaid' })).toEqual({
        status,
        paymentStatus: 'paid',
      });
    expect(allowedFrom('walletPaid')).toEqual(STATUSES);
  });

  it('lets the customer answer a COD confirmation only while the order is pending', () => {
    expect(allowedFrom('customerConfirmedCod')).toEqual(['pending']);
    expect(transitionTo('customerCancelledCod', { status: 'pending', paymentStatus: 'unpaid' }).status).toBe(
      'cancelled',
    );
    expect(refusal('customerCancelledCod', 'shipped')).toMatchObject({ code: 'NOT_PENDING' });
    expect(refusal('codConfirmed', 'delivered')).toEqual({
      field: 'order',
      message: 'Only pending orders are confirmed by phone.',
      code: 'NOT_PENDING',
    });
  });

  it('auto-cancels only a pending unpaid order, and it stays unpaid', () => {
    expect(allowedFrom('autoCancel')).toEqual(['pending']);
    expect(transitionTo('autoCancel', { status: 'pending', paymentStatus: 'unpaid' })).toEqual({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
    expect(refusal('autoCancel', 'pending', 'paid')?.code).toBe('ALREADY_PAID');
  });

  it('names the field the caller gives', () => {
    expect(() =>
      transitionTo('courierBooked', { status: 'shipped', paymentStatus: 'unpaid' }, {}, 'order_id'),
    ).toThrow(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'order_id' })] }));
  });

  it('does not apply placing to an existing order', () => {
    expect(() => transitionTo('place', { status: 'pending', paymentStatus: 'unpaid' })).toThrow(
      'place starts no existing order',
    );
  });

  it('leads every path that starts from a status to a status', () => {
    for (const name of Object.keys(ORDER_TRANSITIONS) as TransitionName[]) {
      if (name === 'place') continue;
      for (const status of allowedFrom(name))
        expect(STATUSES).toContain(transitionTo(name, { status, paymentStatus: 'unpaid' }).status);
    }
  });
});

describe('stockMove', () => {
  it('gives stock back on cancelling or a return, and takes it again on leaving them', () => {
    expect(stockMove('pending', 'cancelled')).toBe('return');
    expect(stockMove('shipped', 'returned')).toBe('return');
    expect(stockMove('cancelled', 'pending')).toBe('take');
    expect(stockMove('returned', 'delivered')).toBe('take');
  });

  it('leaves stock alone between statuses that both hold it, or both do not', () => {
    expect(stockMove('pending', 'shipped')).toBeNull();
    expect(stockMove('shipped', 'delivered')).toBeNull();
    expect(stockMove('cancelled', 'returned')).toBeNull();
    for (const s of STATUSES) expect(stockMove(s, s)).toBeNull();
  });
});

it('counts the open and done orders as holding stock in SQL, not the cancelled or returned', () => {
  expect(HOLDING_STOCK_SQL('o')).toBe(`o.status IN ('pending', 'shipped', 'delivered')`);
});

describe('refunds', () => {
  it('take a paid or partly refunded order to partially_refunded, or refunded once all is back', () => {
    expect(refundTransition(5000, 2000)).toBe('refundedPart');
    expect(refundTransition(5000, 5000)).toBe('refundedAll');
    for (const status of STATUSES) {
      expect(transitionTo('refundedPart', { status, paymentStatus: 'paid' })).toEqual({
        status,
        paymentStatus: 'partially_refunded',
      });
      expect(transitionTo('refundedAll', { status, paymentStatus: 'partially_refunded' })).toEqual({
        status,
        paymentStatus: 'refunded',
      });
      expect(refusal('refundedPart', status, 'unpaid')).toMatchObject({ field: 'order', code: 'NOT_PAID' });
      expect(refusal('refundedAll', status, 'refunded')).toMatchObject({ code: 'NOT_PAID' });
    }
  });

  it('are never set by the admin’s update, and kept by it once there', () => {
    expect(() =>
      transitionTo(
        'adminUpdate',
        { status: 'pending', paymentStatus: 'paid' },
        { paymentStatus: 'refunded' },
      ),
    ).toThrow(ValidationError);
    expect(
      transitionTo(
        'adminUpdate',
        { status: 'pending', paymentStatus: 'partially_refunded' },
        { status: 'shipped', paymentStatus: 'unpaid' },
      ),
    ).toEqual({ status: 'shipped', paymentStatus: 'partially_refunded' });
  });
});
