import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { salesReportCsv, salesReportFileName } from '../../modules/reports';
import { SalesReportCsvPayload, SalesReportPayload } from './report.types';

@Resolver()
export class ReportResolver {
  @Auth('ADMIN')
  @Query(() => SalesReportPayload, {
    description:
      "Revenue (paid), orders and average order value over days of the shop's time zone, with breakdowns.",
  })
  salesReport(
    @Arg('from', { description: 'The first day, YYYY-MM-DD.' }) from: string,
    @Arg('to', { description: 'The last day, YYYY-MM-DD (included; at most 366 days in all).' }) to: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => ({
      report: await ctx.services.reports.sales({ from, to }),
    }));
  }

  @Auth('ADMIN')
  @Query(() => SalesReportCsvPayload, { description: 'The same report as a CSV file to download.' })
  salesReportCsv(
    @Arg('from', { description: 'The first day, YYYY-MM-DD.' }) from: string,
    @Arg('to', { description: 'The last day, YYYY-MM-DD (included).' }) to: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return withFieldErrors(async () => {
      const report = await ctx.services.reports.sales({ from, to });
      return { csv: salesReportCsv(report), fileName: salesReportFileName(report) };
    });
  }
}
