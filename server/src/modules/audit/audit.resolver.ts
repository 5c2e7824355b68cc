import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth';
import type { GraphQLContext } from '../../graphql/context';
import { pageMeta } from '../../platform/db/count';
import { ActivityArgs, AuditActor, AuditEntry, AuditKind, AuditPage } from './audit.types';

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Auth('ADMIN')
  @Query(() => AuditPage, {
    description: 'The back-office activity log: who changed what and when, before → after, newest first.',
  })
  async activity(@Args() args: ActivityArgs, @Ctx() ctx: GraphQLContext) {
    const perPage = Math.min(Math.max(Math.trunc(args.perPage), 1), 100);
    const page = Math.max(Math.trunc(args.page), 1);
    const { items, total } = await ctx.services.audit.page(
      { actorId: args.actorId, kind: args.kind },
      page,
      perPage,
    );
    return {
      items,
      meta: pageMeta(page, perPage, total),
    };
  }

  @Auth('ADMIN')
  @Query(() => [AuditActor], { description: 'Everyone the activity log has entries of (for its filter).' })
  activityActors(@Ctx() ctx: GraphQLContext) {
    return ctx.services.audit.actors();
  }

  @Auth('ADMIN')
  @Query(() => [AuditKind], { description: 'The kinds the activity log can be filtered by.' })
  activityKinds(@Ctx() ctx: GraphQLContext) {
    return ctx.services.audit.kinds();
  }
}
