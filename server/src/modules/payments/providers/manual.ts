/**
 * Methods paid by hand: cash to the courier (COD, its confirmation in the orders' COD steps and
 * its money in the couriers' payment reports) and bank transfer, whose receipt the customer
 * uploads and the owner checks (receipt.service.ts). Always open: nothing to set up.
 */
import type { PaymentProvider } from '../provider';

export class ManualProvider<C extends 'cod' | 'bank'> implements PaymentProvider {
  readonly capabilities = { hostedCheckout: false, refunds: false };

  constructor(readonly code: C) {}

  async enabled(): Promise<boolean> {
    return true;
  }
}
