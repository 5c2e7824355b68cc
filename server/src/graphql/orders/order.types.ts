import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../enums';
import type { AdminFilter } from '../../modules/orders';
import { pageType, Rupees, Payload } from '../common.types';
import { CartLineGqlInput } from '../checkout/checkout.types';

@ObjectType({
  description: 'One line of an order, as it was when ordered (name, price and options are copies).',
})
export class OrderItem {
  @Field(() => Int, { description: 'The order line id.' }) id!: number;
  @Field(() => Int, { nullable: true, description: 'The product ordered; null once the product is deleted.' })
  productId!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The variant ordered; null for a product without variants or a deleted variant.',
  })
  variantId!: number | null;
  @Field({ description: 'The product title at the time of the order.' }) name!: string;
  @Field(() => Int, { description: 'Units ordered.' }) qty!: number;
  @Rupees({ description: 'Unit price in rupees at the time of the order.' }) price!: number;
  @Field(() => String, { nullable: true, description: "The variant's size, if any." }) sizeName!:
    string | null;
  @Field(() => String, { nullable: true, description: "The variant's colour, if any." }) colorName!:
    string | null;
}

@ObjectType({ description: "One change of an order's status or payment status, oldest first." })
export class OrderHistoryEntry {
  @Field(() => Int, { description: 'The entry id.' }) id!: number;
  @Field({
    description:
      'Who changed it: customer (placing it), admin, system (auto-cancel of an unpaid order) or card provider.',
  })
  actor!: string;
  @Field({
    description:
      'What changed: status, payment_status, receipt (uploaded, verified or rejected), tracking (courier and tracking number), cod_confirmed (by phone, or by the customer on WhatsApp or the SMS link) or cod_confirmation (asked, reminded, flagged unconfirmed); see summary.',
  })
  field!: string;
  @Field(() => String, { nullable: true, description: 'The value before; null when the order was placed.' })
  fromValue!: string | null;
  @Field({ description: 'The value after.' }) toValue!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'What the entry is about: a receipt\'s file name, a rejection\'s reason, "courier · tracking number".',
  })
  note!: string | null;
  @Field({ description: 'When (ISO 8601, UTC).' }) createdAt!: Date;
}

/** The admin list's `ADMIN_FILTERS` as GraphQL names them. */
export const AdminOrderFilter = graphqlEnum<AdminFilter>(
  'AdminOrderFilter',
  "Orders that need the shop's attention.",
  {
    receipt_waiting:
      'Unpaid Easypaisa, JazzCash or bank orders with a payment receipt nobody has verified or rejected yet.',
    unconfirmed_cod:
      'Pending cash-on-delivery orders not yet confirmed (by phone, WhatsApp or the SMS link).',
    to_ship: 'Pending orders ready to ship: paid, or cash on delivery confirmed.',
  },
);

@ObjectType({
  description: 'An order. `street` holds the province and `zip` the postal code (spec section 3).',
})
export class Order {
  @Field(() => Int, { description: 'The order number.' }) id!: number;
  @Field({ description: 'Name of the recipient.' }) name!: string;
  @Field({ description: 'E-mail address the order mails go to.' }) email!: string;
  @Field({ description: 'Delivery address (house, street, area).' }) address!: string;
  @Field({ description: 'City.' }) city!: string;
  @Field({ description: 'The province (spec naming).' }) street!: string;
  @Field({ description: 'Postal code.' }) zip!: string;
  @Field({
    description:
      'Mobile number: E.164 (+923001234567) when it is a valid number, else the 10 to 15 digits as typed.',
  })
  mobile!: string;
  @Field({ description: 'pending, shipped, delivered, cancelled or returned (refused at the door)' })
  status!: string;
  @Field({
    description:
      'paid or unpaid; partially_refunded or refunded once part or all of the money paid was given back (refundOrder).',
  })
  paymentStatus!: string;
  @Field({ description: 'cod, easypaisa, jazzcash, bank or stripe' }) paymentMethod!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The tracking number it was shipped with (see courier and trackingUrl).',
  })
  trackingNumber!: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When an admin confirmed this cash-on-delivery order by phone (null: not yet).',
  })
  codConfirmedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'The discount code the order used (see discount); null: none.',
  })
  discountCode!: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When this cash-on-delivery order was flagged unconfirmed (no answer after the reminder).',
  })
  codUnconfirmedAt!: Date | null;
  @Field({ description: 'When it was placed (ISO 8601, UTC).' }) createdAt!: Date;
  @Rupees({ description: 'Rupees.' }) subTotal!: number;
  @Rupees({
    description:
      'Rupees: the rate of its city or province, or the default; 0 from the free-shipping threshold.',
  })
  shipping!: number;
  @Rupees({ description: 'Rupees taken off by its discount code (0: none).' }) discount!: number;
  @Rupees({ description: 'Rupees.' }) grandTotal!: number;
  @Field(() => Int, {
    description:
      'Moves with every change of the order (status, payment, receipts, shipping, phone confirmation); send it back with updateOrder.',
  })
  version!: number;
}

export const OrderPage = pageType('OrderPage', Order, {
  description: 'One numbered page of an order list.',
  items: 'The orders of this page.',
});

@InputType({
  description:
    "The checkout form. Totals are optional: when sent (in rupees) they must equal the server's, else errors code PRICE_MISMATCH.",
})
export class PlaceOrderInput {
  @Field({ description: 'Name of the recipient, at most 120 characters.' }) name!: string;
  @Field({ description: 'E-mail address for the order mails.' }) email!: string;
  @Field({ description: 'The province (provinces query); one not on the list: errors on street.' })
  street!: string;
  @Field({
    description:
      "City (cities query); a town not on the list gets the province's rate, a city of another province: errors on city.",
  })
  city!: string;
  @Field({ description: 'Delivery address, at most 500 characters.' }) address!: string;
  @Field({ description: 'Postal code.' }) zip!: string;
  @Field({ description: 'Mobile number, 10 to 15 digits.' }) mobile!: string;
  @Field({
    description:
      "cod, easypaisa, jazzcash, bank or stripe (card; needs paymentIntentId). An easypaisa, jazzcash or bank order still unpaid after the shop's time limit (48 hours by default) is cancelled.",
  })
  paymentMethod!: string;
  @Field(() => String, {
    nullable: true,
    description: 'For stripe: the id of the paid intent from createPaymentIntent.',
  })
  paymentIntentId?: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'As shown to the customer; refused when it differs from the server.',
  })
  subTotal?: number | null;
  @Field(() => Float, { nullable: true, description: 'Shipping in rupees as shown to the customer.' })
  shipping?: number | null;
  @Field(() => Float, { nullable: true, description: 'Grand total in rupees as shown to the customer.' })
  grandTotal?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The discount in rupees as shown to the customer; refused when it differs from the server.',
  })
  discount?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A discount code (case-insensitive); refused on discount_code when it does not apply, used up or expired; TOO_MANY_REQUESTS past 20 wrong codes in 10 minutes (checkoutQuote).',
  })
  discountCode?: string | null;
  @Field(() => [CartLineGqlInput], { description: 'The cart: 1 to 50 lines.' }) cart!: CartLineGqlInput[];
  @Field(() => String, {
    nullable: true,
    description:
      'One key per checkout attempt (at most 255 characters): a repeated submission returns the first order.',
  })
  idempotencyKey?: string | null;
}

@ObjectType({ description: 'The answer of an order change: the order, or errors.' })
export class OrderPayload extends Payload(
  'Why nothing happened (empty on success), e.g. OUT_OF_STOCK or PRICE_MISMATCH.',
  'The confirmation to show the user; null when there are errors.',
) {
  @Field(() => Order, { nullable: true, description: 'The order as saved; null when there are errors.' })
  order?: Order | null;
}

@ObjectType({ description: 'A card payment to confirm in the app (Stripe) before placeOrder.' })
export class PaymentIntentPayload extends Payload(
  'Why no intent was made (empty on success), e.g. PRICE_MISMATCH.',
) {
  @Field(() => String, {
    nullable: true,
    description: "The intent's client secret for Stripe.js / the Stripe SDK; null when there are errors.",
  })
  clientSecret?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The intent id: send it as PlaceOrderInput.paymentIntentId once paid.',
  })
  paymentIntentId?: string | null;
  @Field(() => Float, { nullable: true, description: 'Grand total in rupees, as the server computed it.' })
  amount?: number | null;
}

@ObjectType({ description: 'A payment method the shop takes, as the checkout page offers it.' })
export class PaymentMethodOption {
  @Field({
    description: 'What PlaceOrderInput.paymentMethod takes: cod, easypaisa, jazzcash, bank or stripe.',
  })
  code!: string;
  @Field({ description: 'Its name for customers, e.g. "Cash on Delivery".' }) label!: string;
  @Field({
    description: 'How to pay with it (the same text as Order.paymentInstructions and the order mail).',
  })
  instructions!: string;
}

@ObjectType({ description: 'What the checkout page offers.' })
export class CheckoutOptions {
  @Field(() => [PaymentMethodOption], {
    description:
      'Every payment method in the order the checkout lists them (stripe only works when cardEnabled).',
  })
  paymentMethods!: PaymentMethodOption[];
  @Field({ description: 'Whether card payment (stripe) is offered.' }) cardEnabled!: boolean;
  @Field({
    description:
      "Who takes card payments: stripe (the card form, paid before the order is placed; publishableKey) or safepay (the order is placed unpaid, then startOnlinePayment takes the customer to Safepay's page).",
  })
  cardProvider!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The Stripe publishable key when card payment is offered by Stripe.',
  })
  publishableKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Why card payment is not offered.' })
  cardDisabledReason!: string | null;
  @Field(() => Float, {
    description:
      'The default shipping per order in rupees (a province or city may have its own: see checkoutQuote).',
  })
  shipping!: number;
}

@ObjectType({
  description: 'An order status as the shop uses it (order.transitions.ts): any status may follow any other.',
})
export class OrderStatusOption {
  @Field({ description: 'The status: pending, shipped, delivered, cancelled or returned.' }) code!: string;
  @Field({ description: 'The status as people read it, e.g. "Returned".' }) label!: string;
  @Field({
    description:
      'Whether an order in this status holds its stock: entering one that does not gives the stock back, leaving it takes the stock again (or is refused when it is gone).',
  })
  holdsStock!: boolean;
  @Field({ description: 'Whether setting it mails the customer.' }) mailsCustomer!: boolean;
}
