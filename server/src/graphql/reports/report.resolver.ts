import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import type { GraphQLContext } from '../context';
import { withFieldErrors } from '../payload';
import { toRupees } from '../../shared/money';
import {
  salesReportCsv,
  salesReportFileName,
  type ReportLine,
  type SalesReport,
} from '../../modules/reports';
import { SalesReportCsvPayload, SalesReportPayload } from './report.types';

const inRupees = (l: ReportLine) => ({ ...l, revenue: toRupees(l.revenue) });

/** The report with its money in rupees, as GraphQL answers money. */
function presented(r: SalesReport) {
  return {
    ...r,
    totals: {
      ...r.totals,
      revenue: toRupees(r.totals.revenue),
      averageOrderValue: toRupees(r.totals.averageOrderValue),
    },
    byDay: r.byDay.map(inRupees),
    byProduct: r.byProduct.map(inRupees),
    byCategory: r.byCategory.map(inRupees),
    byPaymentMethod: r.byPaymentMethod.map(inRupees),
    byCity: r.byCity.map(inRupees),
  };
}

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
      report: presented(await ctx.services.reports.sales({ from, to })),
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
