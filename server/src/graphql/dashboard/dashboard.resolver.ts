import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { toRupees } from '../../shared/money';
import { Dashboard } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Auth('ADMIN')
  @Query(() => Dashboard, {
    description: 'Real figures: customers, orders, products, revenue of paid orders in the last 30 days.',
  })
  async dashboard(@Ctx() ctx: GraphQLContext): Promise<Dashboard> {
    const f = await ctx.services.dashboard.figures();
    return {
      ...f,
      revenue30Days: toRupees(f.revenue30Days),
      daily: f.daily.map((d) => ({ ...d, revenue: toRupees(d.revenue) })),
    };
  }
}
