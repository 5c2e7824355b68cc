import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { InheritsCachePolicy, PublicCatalogue } from '../../graphql/cache-control';
import type { GraphQLContext } from '../../graphql/context';

@InheritsCachePolicy()
@ObjectType({ description: 'Settings of the shop that every page needs.' })
export class ShopSettings {
  @Field({ description: 'IANA time zone (SHOP_TIMEZONE) in which every date is shown, e.g. Asia/Karachi.' })
  timeZone!: string;
}

@Resolver()
export class ShopResolver {
  @PublicCatalogue()
  @Query(() => ShopSettings, { description: "The shop's settings (the same for every visitor)." })
  shop(@Ctx() ctx: GraphQLContext): ShopSettings {
    return { timeZone: ctx.services.config.shopTimeZone };
  }
}
