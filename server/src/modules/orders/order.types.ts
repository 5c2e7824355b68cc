import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldError, PageMeta } from '../../graphql/common.types';

@ObjectType()
export class OrderItem {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => Int, { nullable: true }) variantId!: number | null;
  @Field() name!: string;
  @Field(() => Int) qty!: number;
  @Field(() => String, { nullable: true }) sizeName!: string | null;
  @Field(() => String, { nullable: true }) colorName!: string | null;
}

@ObjectType()
export class OrderHistoryEntry {
  @Field(() => Int) id!: number;
  @Field({ description: 'customer, admin or card provider' }) actor!: string;
  @Field() field!: string;
  @Field(() => String, { nullable: true }) fromValue!: string | null;
  @Field() toValue!: string;
  @Field(() => String, { nullable: true, description: 'What the entry is about: a receipt\'s file name, a rejection\'s reason, "courier · tracking number".' }) note!: string | null;
  @Field() createdAt!: Date;
}

export enum AdminOrderFilter {
  RECEIPT_WAITING = 'receipt_waiting',
  UNCONFIRMED_COD = 'unconfirmed_cod',
}
registerEnumType(AdminOrderFilter, {
  name: 'AdminOrderFilter',
  description: 'Orders that need the shop\'s attention.',
  valuesConfig: {
    RECEIPT_WAITING: { description: 'Unpaid Easypaisa, JazzCash or bank orders with a payment receipt nobody has verified or rejected yet.' },
    UNCONFIRMED_COD: { description: 'Pending cash-on-delivery orders not yet confirmed by phone.' },
  },
});

@ObjectType({ description: 'An order. `street` holds the province and `zip` the postal code (spec section 3).' })
export class Order {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() email!: string;
  @Field() address!: string;
  @Field() city!: string;
  @Field() street!: string;
  @Field() zip!: string;
  @Field() mobile!: string;
  @Field({ description: 'pending, shipped, delivered or cancelled' }) status!: string;
  @Field({ description: 'paid or unpaid' }) paymentStatus!: string;
  @Field({ description: 'cod, easypaisa, jazzcash, bank or stripe' }) paymentMethod!: string;
  @Field(() => String, { nullable: true, description: 'The tracking number it was shipped with (see courier and trackingUrl).' }) trackingNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When an admin confirmed this cash-on-delivery order by phone (null: not yet).' }) codConfirmedAt!: Date | null;
  @Field() createdAt!: Date;
}

@ObjectType()
export class OrderPage {
  @Field(() => [Order]) items!: Order[];
  @Field(() => PageMeta) meta!: PageMeta;
}

@InputType()
export class CartLineGqlInput {
  @Field(() => Int) productId!: number;
  @Field(() => Int) qty!: number;
  @Field(() => [Int], { defaultValue: [] }) attributeValueIds!: number[];
  @Field(() => Int, { nullable: true }) variantId?: number | null;
}

@InputType()
export class PlaceOrderInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field({ description: 'The province.' }) street!: string;
  @Field() city!: string;
  @Field() address!: string;
  @Field({ description: 'Postal code.' }) zip!: string;
  @Field() mobile!: string;
  @Field() paymentMethod!: string;
  @Field(() => String, { nullable: true }) paymentIntentId?: string | null;
  @Field(() => Float, { nullable: true, description: 'As shown to the customer; refused when it differs from the server.' }) subTotal?: number | null;
  @Field(() => Float, { nullable: true }) shipping?: number | null;
  @Field(() => Float, { nullable: true }) grandTotal?: number | null;
  @Field(() => [CartLineGqlInput]) cart!: CartLineGqlInput[];
  @Field(() => String, { nullable: true, description: 'One key per checkout attempt: a repeated submission returns the first order.' }) idempotencyKey?: string | null;
}

@ObjectType()
export class OrderPayload {
  @Field(() => Order, { nullable: true }) order?: Order | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class PaymentIntentPayload {
  @Field(() => String, { nullable: true }) clientSecret?: string | null;
  @Field(() => String, { nullable: true }) paymentIntentId?: string | null;
  @Field(() => Float, { nullable: true, description: 'Grand total in rupees, as the server computed it.' }) amount?: number | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class CheckoutOptions {
  @Field() cardEnabled!: boolean;
  @Field(() => String, { nullable: true }) publishableKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Why card payment is not offered.' }) cardDisabledReason!: string | null;
  @Field(() => Float) shipping!: number;
}
