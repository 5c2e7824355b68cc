import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { Payload } from '../common.types';
import type { GraphQLContext } from '../context';
import { confirmed } from '../payload';
import { CONTACT_THANKS } from '../../modules/contact';
import { parseInput } from '../../shared/parse';
import { contactInput } from '../../shared/inputs/contact';

@InputType({ description: 'The contact form.' })
export class ContactInput {
  @Field({ description: 'Your name, at most 120 characters.' }) name!: string;
  @Field({ description: 'Your e-mail address, for the reply.' }) email!: string;
  @Field({ description: 'Mobile number, 10 to 15 digits.' }) mobile!: string;
  @Field({ description: 'Subject, at most 200 characters.' }) subject!: string;
  @Field({ description: 'The message, at most 5000 characters.' }) message!: string;
}

@ObjectType({ description: 'The answer of the contact form: a thank-you, or errors.' })
export class ContactPayload extends Payload(
  'Why nothing was sent (empty on success).',
  'The thank-you to show; null when there are errors.',
) {}

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactPayload, { description: 'Contact form (public).' })
  submitContact(
    @Arg('input', { description: 'The contact form.' }) input: ContactInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return confirmed(CONTACT_THANKS, () => ctx.services.contact.submit(parseInput(contactInput, input), ctx));
  }
}
