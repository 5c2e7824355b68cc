import { Args, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Auth } from '../auth';
import { pageType, Rupees, type Page } from '../common.types';
import type { GraphQLContext } from '../context';
import { TableArgs, tableQuery, type Table } from '../limits';
import { ValidationError } from '../../shared/errors';
import { pageOf } from '../payload';
import { CUSTOMER_SORTS } from '../../modules/customers';

@ObjectType({ description: 'A customer account as the back office lists it, with its orders summed up.' })
export class AdminCustomer {
  @Field(() => Int, { description: 'The account id.' }) id!: number;
  @Field({ description: 'Their name.' }) name!: string;
  @Field({ description: 'Their e-mail address.' }) email!: string;
  @Field({ description: 'When the account was made (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Int, { description: 'Orders they placed, every status.' }) ordersCount!: number;
  @Rupees({ description: 'Rupees: grand totals of their paid orders.' }) totalSpent!: number;
  @Field(() => Date, { nullable: true, description: 'When they last ordered; null for never.' })
  lastOrderAt!: Date | null;
  @Field(() => Int, { description: 'Their cash-on-delivery orders refused at the door (returned).' })
  returnedCod!: number;
}

export const AdminCustomerPage = pageType('AdminCustomerPage', AdminCustomer, {
  description: 'One page of the back-office customer list.',
  items: 'The customers of this page.',
});

const CustomerTable = TableArgs(CUSTOMER_SORTS, {
  search: 'Text the name or e-mail contains.',
  defaultSort: 'created_at',
  perPage: 'Customers per page, 1 to 100.',
});

@Resolver()
export class CustomerResolver {
  @Auth('ADMIN')
  @Query(() => AdminCustomerPage, {
    description:
      'Customer accounts: search by name or e-mail, sort and page, with orders, money spent and returns.',
  })
  async adminCustomers(
    @Ctx() ctx: GraphQLContext,
    @Args(() => CustomerTable) table: Table,
  ): Promise<Page<AdminCustomer>> {
    const query = tableQuery(CUSTOMER_SORTS, table);
    if (table.page < 1) throw ValidationError.single('page', 'page must be 1 or more.');
    return pageOf(await ctx.services.customers.page({ ...query, page: table.page }));
  }
}
