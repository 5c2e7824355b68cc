import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';
import { InheritsCachePolicy } from '../cache-control';

@ObjectType({ description: 'A public review of a product.' })
@InheritsCachePolicy()
export class Review {
  @Field(() => Int, { description: 'The review id.' }) id!: number;
  @Field(() => Int, { description: 'The product reviewed.' }) productId!: number;
  @Field({ description: "The reviewer's name as they typed it; plain text, render escaped." }) name!: string;
  @Field({ description: 'Plain text; render escaped.' }) comment!: string;
  @Field(() => Int, { description: 'Stars, 1 to 5.' }) rating!: number;
  @Field({ description: 'When it was written (ISO 8601, UTC).' }) createdAt!: Date;
}

@InputType({ description: 'The review form (anyone may review; limited per visitor address).' })
export class ReviewInput {
  @Field(() => Int, { description: 'An active product id.' }) productId!: number;
  @Field({ description: "The reviewer's name, at most 120 characters." }) name!: string;
  @Field({ description: 'The review text, at most 2000 characters; stored as plain text.' }) comment!: string;
  @Field(() => Int, { description: '1 to 5' }) rating!: number;
}

@ObjectType({ description: 'The answer of a review: the review, or errors.' })
export class ReviewPayload extends Payload(
  'Why nothing was stored (empty on success).',
  'What happened, to show to the customer (null when there are errors).',
) {
  @Field(() => Review, { nullable: true, description: 'The stored review; null when there are errors.' })
  review?: Review | null;
}
