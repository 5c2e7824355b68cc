import { Field, Int, ObjectType } from 'type-graphql';
import type { FieldErrorShape } from '../shared/errors';
import { InheritsCachePolicy } from './cache-control';

/** One invalid input field of a mutation; `message` is the spec's text. */
@ObjectType()
export class FieldError implements FieldErrorShape {
  @Field() field!: string;
  @Field() message!: string;
  @Field() code!: string;
}

@ObjectType()
@InheritsCachePolicy()
export class PageMeta {
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) lastPage!: number;
  @Field(() => Int) perPage!: number;
  @Field(() => Int) total!: number;
}
