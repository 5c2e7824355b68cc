import { Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { InheritsCachePolicy, PublicCatalogue } from '../../graphql/cache-control';
import type { GraphQLContext } from '../../graphql/context';
import { SHIPPING_PAISA, toRupees } from '../../shared/money';
import { PAYMENT_METHODS } from '../orders';

@InheritsCachePolicy()
@ObjectType({ description: 'How an order reaches the shopper: what the product page says beside the price.' })
export class DeliveryTerms {
  @Field(() => Int, { description: 'Fewest working days from order to door (DELIVERY_DAYS).' })
  minDays!: number;
  @Field(() => Int, {
    description: 'Most working days from order to door (DELIVERY_DAYS); minDays when one number.',
  })
  maxDays!: number;
  @Field(() => Float, { description: 'Shipping charge per order in rupees (the checkout adds the same).' })
  shippingCharge!: number;
  @Field({ description: 'Whether the shopper can pay cash on delivery.' })
  cashOnDelivery!: boolean;
}

@InheritsCachePolicy()
@ObjectType({ description: 'Settings of the shop that every page needs.' })
export class ShopSettings {
  @Field({ description: 'IANA time zone (SHOP_TIMEZONE) in which every date is shown, e.g. Asia/Karachi.' })
  timeZone!: string;
  @Field({ description: "The shop's name (SHOP_NAME): page titles, header, footer and mails." })
  name!: string;
  @Field(() => DeliveryTerms, { description: 'Delivery time, shipping charge and cash on delivery.' })
  delivery!: DeliveryTerms;
}

@Resolver()
export class ShopResolver {
  @PublicCatalogue()
  @Query(() => ShopSettings, { description: "The shop's settings (the same for every visitor)." })
  shop(@Ctx() ctx: GraphQLContext): ShopSettings {
    const { config } = ctx.services;
    return {
      timeZone: config.shopTimeZone,
      name: config.shopName,
      delivery: {
        minDays: config.deliveryDays.min,
        maxDays: config.deliveryDays.max,
        shippingCharge: toRupees(SHIPPING_PAISA),
        cashOnDelivery: (PAYMENT_METHODS as readonly string[]).includes('cod'),
      },
    };
  }
}
