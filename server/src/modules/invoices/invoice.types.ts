import { Field, ObjectType } from 'type-graphql';
import { FieldError } from '../../graphql/common.types';

@ObjectType({
  description: 'The answer to asking for packing slips: a short-lived link to the PDF, or what is wrong.',
})
export class PackingSlipLinkPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'A signed link to the PDF of the slips with their invoices, for the browser to open (no token needed; valid 10 to 15 minutes, for exactly these orders).',
  })
  url?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the link stops working.' })
  expiresAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'What happened, to show to the admin.' })
  message?: string | null;
  @Field(() => [FieldError], {
    description: 'What is wrong (ids: none, too many, not whole numbers, not found).',
  })
  errors!: FieldError[];
}
