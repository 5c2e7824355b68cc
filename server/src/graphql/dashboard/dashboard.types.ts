import { Field, Int, ObjectType } from 'type-graphql';
import { Rupees } from '../common.types';

@ObjectType({ description: 'Orders and revenue of one day (dashboard chart).' })
export class DailySales {
  @Field({ description: 'The day, YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Orders placed that day, cancelled ones excluded.' }) orders!: number;
  @Rupees({ description: 'Rupees, paid orders only.' }) revenue!: number;
}

@ObjectType({ description: "The owner's to-do: how many wait in each list the dashboard links to." })
export class DashboardTodo {
  @Field(() => Int, {
    description: 'Orders with a payment receipt to verify (adminOrders filter RECEIPT_WAITING).',
  })
  receiptsWaiting!: number;
  @Field(() => Int, { description: 'Cash-on-delivery orders to confirm by phone (filter UNCONFIRMED_COD).' })
  codToConfirm!: number;
  @Field(() => Int, { description: 'Orders ready to ship (filter TO_SHIP).' })
  toShip!: number;
  @Field(() => Int, { description: 'Active products low on stock (adminProducts lowStock).' })
  lowStock!: number;
}

@ObjectType({ description: 'Real figures for the admin dashboard.' })
export class Dashboard {
  @Field(() => Int, { description: 'Customer accounts.' }) customers!: number;
  @Field(() => Int, { description: 'All orders ever placed.' }) orders!: number;
  @Field(() => Int, { description: 'All products, active or not.' }) products!: number;
  @Rupees({
    description:
      "Rupees: the sales report's revenue over the last 30 days of the shop's time zone, today included (paid orders; unpaid and cancelled ones excluded).",
  })
  revenue30Days!: number;
  @Field(() => [DailySales], { description: 'The last 14 days, oldest first.' }) daily!: DailySales[];
  @Field(() => DashboardTodo, {
    description: 'What waits for the shop: receipts, COD to confirm, orders to ship, low stock.',
  })
  todo!: DashboardTodo;
}
