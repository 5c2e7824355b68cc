/** The checkout form's address and payment method (the cart and totals are checked by the order service). */
import { z } from 'zod';
import { email, field, mobile, text } from './fields';
import { M } from './messages';

export const checkoutAddressInput = z.object({
  name: text(M.contactName, 120, 'The name'),
  email: email(M.contactEmail),
  street: text(M.provinceRequired),
  city: text(M.cityRequired),
  address: text(M.addressRequired, 500, 'The address'),
  zip: text(M.zipRequired, 20, 'The postal code'),
  mobile,
  paymentMethod: field<string>((v) =>
    v === undefined || v === null || v === '' ? { message: M.paymentMethodRequired } : { value: String(v) },
  ),
});

export type CheckoutAddressInput = z.output<typeof checkoutAddressInput>;
