import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Auth } from '../auth';
import { type OrderEntity, codConfirmationState, COD_CONFIRMATION_LABELS } from '../../modules/orders';
import { Order } from './order.types';

/** Where a cash-on-delivery order's confirmation by its customer stands (the back office's column). */
@Resolver(() => Order)
export class OrderCodResolver {
  @Auth('ADMIN')
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Cash on delivery only (else null): Confirmed, Unconfirmed (no answer after the reminder), "Reminded, no answer yet", Awaiting answer or Not asked yet.',
  })
  codConfirmation(@Root() o: OrderEntity) {
    const state = codConfirmationState(o);
    return state && COD_CONFIRMATION_LABELS[state];
  }
}
