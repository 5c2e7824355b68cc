import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../graphql/common.types';
import { InheritsCachePolicy } from '../../graphql/cache-control';

@ObjectType()
@InheritsCachePolicy()
export class Review {
  @Field(() => Int) id!: number;
  @Field(() => Int) productId!: number;
  @Field() name!: string;
  @Field({ description: 'Plain text; render escaped.' }) comment!: string;
  @Field(() => Int) rating!: number;
  @Field() createdAt!: Date;
}

@InputType()
export class ReviewInput {
  @Field(() => Int) productId!: number;
  @Field() name!: string;
  @Field() comment!: string;
  @Field(() => Int, { description: '1 to 5' }) rating!: number;
}

@ObjectType()
export class ReviewPayload {
  @Field(() => Review, { nullable: true }) review?: Review | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
