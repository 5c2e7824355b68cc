import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Orders and revenue of one day (dashboard chart).' })
export class DailySales {
  @Field({ description: 'The day, YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Orders placed that day, cancelled ones excluded.' }) orders!: number;
  @Field(() => Float, { description: 'Rupees, paid orders only.' }) revenue!: number;
}

@ObjectType({ description: 'Real figures for the admin dashboard.' })
export class Dashboard {
  @Field(() => Int, { description: 'Customer accounts.' }) customers!: number;
  @Field(() => Int, { description: 'All orders ever placed.' }) orders!: number;
  @Field(() => Int, { description: 'All products, active or not.' }) products!: number;
  @Field(() => Float, {
    description: 'Rupees: paid orders of the last 30 days (unpaid and cancelled orders excluded).',
  })
  revenue30Days!: number;
  @Field(() => [DailySales], { description: 'The last 14 days, oldest first.' }) daily!: DailySales[];
}
