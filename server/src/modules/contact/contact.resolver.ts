import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { FieldError } from '../../graphql/common.types';
import type { GraphQLContext } from '../../graphql/context';
import { withFieldErrors } from '../../graphql/payload';
import { CONTACT_THANKS } from './contact.service';
import { parseInput } from '../../shared/parse';
import { contactInput } from '../../shared/inputs/contact';

@InputType()
export class ContactInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() mobile!: string;
  @Field() subject!: string;
  @Field() message!: string;
}

@ObjectType()
export class ContactPayload {
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactPayload, { description: 'Contact form (public).' })
  submitContact(@Arg('input') input: ContactInput, @Ctx() ctx: GraphQLContext) {
    return withFieldErrors(async () => {
      await ctx.services.contact.submit(parseInput(contactInput, input), ctx);
      return { message: CONTACT_THANKS };
    });
  }
}
