/** The checkout form's address and payment method (the cart and totals are checked by the order service). */
import { z } from 'zod';
import { email, field, mobile, text } from './fields';
import { COLUMN_LENGTHS } from './columns';
import { M } from './messages';

const ORDER = COLUMN_LENGTHS.orders;

export const checkoutAddressInput = z.object({
  name: text(M.contactName, ORDER.name, 'The name'),
  email: email(M.contactEmail),
  street: text(M.provinceRequired, ORDER.street, 'The province'),
  city: text(M.cityRequired, ORDER.city, 'The city'),
  address: text(M.addressRequired, ORDER.address, 'The address'),
  zip: text(M.zipRequired, ORDER.zip, 'The postal code'),
  mobile,
  // A key: the server accepts one of its payment methods only (and names them otherwise).
  paymentMethod: field<string>((v) =>
    v === undefined || v === null || v === '' ? { message: M.paymentMethodRequired } : { value: String(v) },
  ),
});

export type CheckoutAddressInput = z.output<typeof checkoutAddressInput>;
