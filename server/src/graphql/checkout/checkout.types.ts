import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload, Rupees } from '../common.types';

@InputType({
  description:
    'One cart line: a product (or one of its variants) and a quantity. Prices always come from the server.',
})
export class CartLineGqlInput {
  @Field(() => Int, { description: 'The product id.' }) productId!: number;
  @Field(() => Int, { description: 'Units, 1 to 1000.' }) qty!: number;
  @Field(() => [Int], {
    defaultValue: [],
    description:
      'Chosen attribute values (ProductAttributeValue ids, one per attribute, at most 10) of a product without variants.',
  })
  attributeValueIds!: number[];
  @Field(() => Int, { nullable: true, description: 'The chosen variant of a product with variants.' })
  variantId?: number | null;
}

@InputType({ description: 'A cart to price, with where it goes and a discount code when known.' })
export class CheckoutQuoteInput {
  @Field(() => [CartLineGqlInput], { description: 'The cart: 1 to 50 lines.' }) cart!: CartLineGqlInput[];
  @Field(() => String, {
    nullable: true,
    description:
      'The province (provinces query); with city, prices shipping. One not on the list: errors on province.',
  })
  province?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The city (cities query); empty: shipping not known yet. A town not on the list gets the province's rate; a city of another province: errors on city.",
  })
  city?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A discount code as typed (case-insensitive). Past 20 wrong codes in 10 minutes from one address or account, any code is refused with a TOO_MANY_REQUESTS error until the window ends.',
  })
  discountCode?: string | null;
}

@ObjectType({
  description: "A cart's price as the server computes it (rupees); placeOrder charges the same.",
})
export class CheckoutQuote {
  @Rupees({ description: 'The items at their current prices.' }) subTotal!: number;
  @Rupees({ description: 'Taken off by the discount code (0: none).' }) discount!: number;
  @Field(() => String, { nullable: true, description: 'The discount code applied (upper case); null: none.' })
  discountCode!: string | null;
  @Rupees({
    nullable: true,
    description: 'Shipping to the city (0 from the free-shipping threshold); null until a city is given.',
  })
  shipping!: number | null;
  @Rupees({ description: 'Sub total − discount + shipping (shipping left out while not known).' })
  grandTotal!: number;
  @Rupees({
    nullable: true,
    description:
      'Rupees more (after the discount) that would make shipping free; 0 when it is; null: no threshold.',
  })
  freeShippingRemaining!: number | null;
}

@ObjectType({
  description: 'A quote, or why the cart cannot be priced; a refused code still prices the cart.',
})
export class CheckoutQuotePayload extends Payload(
  'Why the cart cannot be priced (cart.N), or why the code was not applied (discount_code).',
) {
  @Field(() => CheckoutQuote, {
    nullable: true,
    description: 'The quote; null when the cart cannot be priced.',
  })
  quote?: CheckoutQuote | null;
}
