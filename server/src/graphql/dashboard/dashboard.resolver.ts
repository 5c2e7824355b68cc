import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { Dashboard } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Auth('ADMIN')
  @Query(() => Dashboard, {
    description: 'Real figures: customers, orders, products, revenue of paid orders in the last 30 days.',
  })
  dashboard(@Ctx() ctx: GraphQLContext): Promise<Dashboard> {
    return ctx.services.dashboard.figures();
  }
}
