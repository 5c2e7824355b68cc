import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';

@ObjectType({ description: 'A city offered at checkout.' })
export class City {
  @Field({ description: 'The city name, as PlaceOrderInput.city expects it.' }) name!: string;
}

@Resolver()
export class GeoResolver {
  @Query(() => [String], { description: "Pakistan's provinces and territories." })
  provinces(@Ctx() ctx: GraphQLContext): string[] {
    return ctx.services.geo.provinces();
  }

  @Query(() => [City], { description: 'Cities of a province (empty for an unknown province).' })
  cities(
    @Arg('province', { description: 'A name the provinces query returns, e.g. Punjab.' }) province: string,
    @Ctx() ctx: GraphQLContext,
  ): City[] {
    return ctx.services.geo.cities(province);
  }
}
