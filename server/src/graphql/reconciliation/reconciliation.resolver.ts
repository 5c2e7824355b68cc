import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DEFAULT_UNSETTLED_DAYS, MAX_UNSETTLED_DAYS } from '../../modules/reconciliation';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { type FileUpload, GraphQLUpload, readImport } from '../upload';
import { ReconciliationPayload, SettlementImportPayload } from './reconciliation.types';

@Resolver()
export class ReconciliationResolver {
  @Auth('ADMIN')
  @Query(() => ReconciliationPayload, {
    description:
      'Per gateway (JazzCash, easypaisa, card) and courier (cash on delivery): what the shop recorded paid or collected over the days from..to, against what was settled, with the orders that differ.',
  })
  reconciliation(
    @Arg('from', {
      description: 'The first day, YYYY-MM-DD (by when the order was recorded paid or delivered).',
    })
    from: string,
    @Arg('to', { description: 'The last day, YYYY-MM-DD (included; at most 366 days in all).' }) to: string,
    @Arg('unsettledAfterDays', () => Int, {
      defaultValue: DEFAULT_UNSETTLED_DAYS,
      description: `A payment nothing settled after this many days is a difference (1 to ${MAX_UNSETTLED_DAYS}).`,
    })
    unsettledAfterDays: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      report: await ctx.services.reconciliation.report({ from, to, unsettledAfterDays }),
    }));
  }

  @Auth('ADMIN')
  @Mutation(() => SettlementImportPayload, {
    description:
      'Import a gateway’s settlement statement (CSV; multipart, send the Apollo-Require-Preflight header; docs/integrations.md states the columns). Every row is checked and then all are saved, or none; rows imported before with the same figures are skipped, so the same statement twice adds nothing.',
  })
  async importSettlementStatement(
    @Arg('source', { description: 'The gateway: jazzcash, easypaisa or card.' }) source: string,
    @Arg('file', () => GraphQLUpload, { description: 'The CSV file (UTF-8).' }) file: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ) {
    const none = { rows: 0, added: 0, alreadyImported: 0, unmatched: 0 };
    return withFieldErrors(
      async () =>
        ctx.services.reconciliation.importStatement(source, await readImport(file), ctx.user?.id ?? null),
      none,
    );
  }
}
