import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
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
    const page = args.after != null ? 1 : Math.max(Math.trunc(args.page), 1);
    const filter = { actorId: args.actorId, kind: args.kind };
    const { audit } = ctx.services;
    const { items, nextCursor } = await audit.page(
      filter,
      args.after != null ? { after: args.after } : { page },
      perPage,
    );
    // Counted only when asked for: the keyset pages need no count.
    return {
      items,
      nextCursor,
      get meta() {
        return audit.count(filter).then((total) => pageMeta(page, perPage, total));
      },
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
