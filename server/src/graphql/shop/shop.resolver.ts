import { Ctx, Field, FieldResolver, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { InheritsCachePolicy, PublicCatalogue } from '../cache-control';
import type { GraphQLContext } from '../context';
import { toRupees } from '../../shared/money';
import { PAYMENT_METHODS } from '../../modules/orders';

@InheritsCachePolicy()
@ObjectType({ description: 'How an order reaches the shopper: what the product page says beside the price.' })
export class DeliveryTerms {
  @Field(() => Int, { description: 'Fewest working days from order to door (the shop settings).' })
  minDays!: number;
  @Field(() => Int, {
    description: 'Most working days from order to door (the shop settings); minDays when one number.',
  })
  maxDays!: number;
  @Field(() => Float, {
    description: 'The standard shipping charge per order in rupees (/admin/shipping: the default rate).',
  })
  shippingCharge!: number;
  @Field({
    description: 'Whether some provinces or cities have a rate of their own (the checkout shows it).',
  })
  shippingVariesByCity!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: 'Order sub total in rupees from which shipping is free; null when it never is.',
  })
  freeShippingFrom!: number | null;
  @Field({ description: 'Whether the shopper can pay cash on delivery.' })
  cashOnDelivery!: boolean;
}

@InheritsCachePolicy()
@ObjectType({ description: 'Settings of the shop that every page needs.' })
export class ShopSettings {
  @Field({ description: 'IANA time zone (SHOP_TIMEZONE) in which every date is shown, e.g. Asia/Karachi.' })
  timeZone!: string;
  @Field({ description: "The shop's name (the shop settings): page titles, header, footer and mails." })
  name!: string;
}

@Resolver(() => ShopSettings)
export class ShopResolver {
  @PublicCatalogue()
  @Query(() => ShopSettings, { description: "The shop's settings (the same for every visitor)." })
  async shop(@Ctx() ctx: GraphQLContext): Promise<ShopSettings> {
    const { config, settings } = ctx.services;
    return { timeZone: config.shopTimeZone, name: (await settings.policy()).shop.name };
  }

  @FieldResolver(() => DeliveryTerms, { description: 'Delivery time, shipping charge and cash on delivery.' })
  async delivery(@Ctx() ctx: GraphQLContext): Promise<DeliveryTerms> {
    const { settings, shipping } = ctx.services;
    const [rules, policy] = await Promise.all([shipping.rules(), settings.policy()]);
    return {
      minDays: policy.shop.deliveryDays.min,
      maxDays: policy.shop.deliveryDays.max,
      shippingCharge: toRupees(rules.defaultRate),
      shippingVariesByCity: rules.rates.some((r) => r.rate !== rules.defaultRate),
      freeShippingFrom: toRupees(rules.freeThreshold),
      cashOnDelivery: (PAYMENT_METHODS as readonly string[]).includes('cod'),
    };
  }
}
