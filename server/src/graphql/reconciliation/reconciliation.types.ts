import { Field, Int, ObjectType } from 'type-graphql';
import { Rupees, Payload } from '../common.types';

@ObjectType({
  description:
    'An order (or a settlement matching none) whose records differ between the shop and its gateway or courier.',
})
export class ReconciliationDifference {
  @Field({
    description:
      'unsettled (recorded paid or collected, nothing settled after the days asked), amount_differs, settled_twice, not_recorded_paid (settled, but the shop has no such paid order).',
  })
  kind!: string;
  @Field(() => Int, {
    nullable: true,
    description: "The order (its number); null when the settlement names none of the shop's.",
  })
  orderId!: number | null;
  @Field(() => [String], {
    description:
      "The settlements' references: the gateway's transaction, or the courier's tracking number (and payment reference).",
  })
  references!: string[];
  @Rupees({
    nullable: true,
    description: 'Rupees the shop recorded paid (collected); null when not recorded paid.',
  })
  paid!: number | null;
  @Rupees({ nullable: true, description: 'Rupees settled before fees; null when nothing was.' })
  settled!: number | null;
  @Rupees({
    nullable: true,
    description: 'Rupees of fees the settlement states; null when it states none.',
  })
  fee!: number | null;
  @Field(() => Date, { nullable: true, description: 'When the shop recorded it paid (or delivered).' })
  paidAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The day it was settled (YYYY-MM-DD).' })
  settledOn!: string | null;
}

@ObjectType({
  description: 'One gateway or courier: recorded paid (collected) against settled, money in rupees.',
})
export class ReconciliationLine {
  @Field({ description: 'jazzcash, easypaisa, card, postex, leopards or trax.' }) source!: string;
  @Field({ description: 'As the back office shows it.' }) label!: string;
  @Field({ description: 'gateway or courier (cash on delivery it collected).' }) kind!: string;
  @Field(() => Int, {
    description: 'Orders recorded paid (parcels delivered with cash to collect) in the range.',
  })
  orders!: number;
  @Rupees({ description: 'Their amount.' }) paid!: number;
  @Field(() => Int, { description: 'Of them, the ones settled.' }) settledOrders!: number;
  @Rupees({ description: 'Settled for them, before fees.' }) settled!: number;
  @Rupees({ description: 'Fees the settlements state.' }) fees!: number;
  @Rupees({ description: 'What reached the shop: settled less fees.' }) net!: number;
  @Field(() => Int, { description: 'Of them, the ones nothing has settled yet.' }) unsettledOrders!: number;
  @Rupees({ description: 'Their amount.' }) unsettled!: number;
  @Field(() => [ReconciliationDifference], { description: 'The orders that differ, by kind, oldest first.' })
  differences!: ReconciliationDifference[];
}

@ObjectType({ description: "Settlements against payments over days of the shop's time zone." })
export class ReconciliationReport {
  @Field({ description: 'The first day (YYYY-MM-DD).' }) from!: string;
  @Field({ description: 'The last day (YYYY-MM-DD), included.' }) to!: string;
  @Field({ description: 'The IANA time zone whose days these are.' }) timeZone!: string;
  @Field(() => Int, { description: 'Days after which a payment nothing settled is a difference.' })
  unsettledAfterDays!: number;
  @Field(() => [ReconciliationLine], {
    description: 'JazzCash, easypaisa, card, then PostEx, Leopards, Trax.',
  })
  lines!: ReconciliationLine[];
}

@ObjectType({ description: 'A reconciliation report, or why the range was refused.' })
export class ReconciliationPayload extends Payload('Problems with from, to or unsettledAfterDays.') {
  @Field(() => ReconciliationReport, {
    nullable: true,
    description: 'The report; null when `errors` is not empty.',
  })
  report?: ReconciliationReport | null;
}

@ObjectType({
  description: 'What a settlement statement import did, or its problems (then nothing was imported).',
})
export class SettlementImportPayload extends Payload(
  'Problems: `file`, `source`, or `row.column` for a cell (the header is row 1).',
) {
  @Field(() => String, { nullable: true, description: 'The gateway: jazzcash, easypaisa or card.' })
  source?: string | null;
  @Field(() => Int, { description: 'Distinct rows read.' }) rows!: number;
  @Field(() => Int, { description: 'Rows added.' }) added!: number;
  @Field(() => Int, { description: 'Rows imported before with the same figures (not added again).' })
  alreadyImported!: number;
  @Field(() => Int, { description: "Added rows matching none of the shop's orders." }) unmatched!: number;
}
