import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({
  description:
    "How an order's phone number and address did before it: earlier orders to the same number or address and how many came back.",
})
export class ReturnRecord {
  @Field(() => Int, { description: 'Earlier orders to the same phone number or the same address.' })
  orders!: number;
  @Field(() => Int, { description: 'How many of them were returned (refused at the door).' })
  returned!: number;
  @Field(() => String, {
    nullable: true,
    description: "'Returned before: 2 of 3 orders', or null when none was returned.",
  })
  summary!: string | null;
}

@ObjectType({ description: 'A phone number or e-mail address whose orders the checkout refuses.' })
export class BlocklistEntry {
  @Field(() => Int, { description: 'The entry id.' }) id!: number;
  @Field({ description: 'phone or email.' }) kind!: string;
  @Field({ description: 'The phone number (E.164 when it is a valid number) or the e-mail (lower case).' })
  value!: string;
  @Field(() => String, { nullable: true, description: "The owner's note (why it is blocked)." })
  note!: string | null;
  @Field({ description: 'When it was added (ISO 8601, UTC).' }) createdAt!: Date;
}

@InputType({ description: 'A phone number or e-mail address to refuse at checkout.' })
export class BlocklistEntryInput {
  @Field({ description: 'phone or email.' }) kind!: string;
  @Field({
    description: 'The phone number (10 to 15 digits, an optional + before them) or the e-mail address.',
  })
  value!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Why (for the back office only), at most 500 characters.',
  })
  note?: string | null;
}

@ObjectType({ description: 'The answer of a blocklist change: the entry, or errors.' })
export class BlocklistPayload extends Payload(
  'Why nothing happened (empty on success), e.g. TAKEN.',
  'The confirmation to show; null when there are errors.',
) {
  @Field(() => BlocklistEntry, {
    nullable: true,
    description: 'The entry added; null when there are errors.',
  })
  entry?: BlocklistEntry | null;
}
