import { Field, Int, ObjectType } from 'type-graphql';
import { Rupees, Payload } from '../common.types';

@ObjectType({
  description: 'Sales of one group of a report: a day, product, category, payment method or city.',
})
export class ReportLine {
  @Field({
    description:
      'The group: a day (YYYY-MM-DD), a product or category id (empty for deleted ones), a payment method code, a city.',
  })
  key!: string;
  @Field({ description: 'What the back office shows for the group.' }) label!: string;
  @Field(() => Int, { description: 'Orders placed (cancelled ones excluded).' }) orders!: number;
  @Field(() => Int, { nullable: true, description: 'Units sold (products and categories only).' })
  units!: number | null;
  @Rupees({
    description:
      'Rupees of paid orders (for products and categories: their lines, before discount and shipping).',
  })
  revenue!: number;
}

@ObjectType({ description: 'The totals of a report.' })
export class ReportTotals {
  @Field(() => Int, { description: 'Orders placed in the range (cancelled ones excluded).' }) orders!: number;
  @Field(() => Int, { description: 'Of those, the paid ones.' }) paidOrders!: number;
  @Rupees({ description: 'Rupees: grand totals of the paid orders.' }) revenue!: number;
  @Rupees({ description: 'Rupees: revenue divided by the paid orders (0 without any).' })
  averageOrderValue!: number;
}

@ObjectType({ description: "Sales over calendar days of the shop's time zone." })
export class SalesReport {
  @Field({ description: 'The first day (YYYY-MM-DD).' }) from!: string;
  @Field({ description: 'The last day (YYYY-MM-DD), included.' }) to!: string;
  @Field({ description: 'The IANA time zone whose days these are (SHOP_TIMEZONE).' }) timeZone!: string;
  @Field(() => ReportTotals, { description: 'Orders, revenue and average order value.' })
  totals!: ReportTotals;
  @Field(() => [ReportLine], { description: 'Every day of the range, oldest first.' }) byDay!: ReportLine[];
  @Field(() => [ReportLine], { description: 'By product, best-selling first.' }) byProduct!: ReportLine[];
  @Field(() => [ReportLine], { description: 'By category, best-selling first.' }) byCategory!: ReportLine[];
  @Field(() => [ReportLine], { description: 'By payment method.' }) byPaymentMethod!: ReportLine[];
  @Field(() => [ReportLine], { description: 'By delivery city.' }) byCity!: ReportLine[];
}

@ObjectType({ description: 'A sales report, or why the range was refused.' })
export class SalesReportPayload extends Payload('Problems with the range (from, to).') {
  @Field(() => SalesReport, { nullable: true, description: 'The report; null when `errors` is not empty.' })
  report?: SalesReport | null;
}

@ObjectType({ description: 'A sales report as a CSV file, or why the range was refused.' })
export class SalesReportCsvPayload extends Payload('Problems with the range (from, to).') {
  @Field(() => String, { nullable: true, description: 'The file name to save it under.' })
  fileName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The CSV text (UTF-8, a header row, revenue in rupees).',
  })
  csv?: string | null;
}
