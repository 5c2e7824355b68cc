import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({ description: 'A courier the shop ships with (TCS, Leopards, M&P, Trax, Pakistan Post, …).' })
export class Courier {
  @Field(() => Int, { description: "The courier's id." }) id!: number;
  @Field({ description: 'Name shown to customers, e.g. TCS.' }) name!: string;
  @Field({
    description: "Address of the courier's tracking page; {tracking} stands for the tracking number.",
  })
  trackingUrlTemplate!: string;
  @Field({
    description: 'Offered for new shipments (inactive couriers stay on the orders shipped with them).',
  })
  active!: boolean;
}

@InputType({ description: 'A courier as the back office edits it.' })
export class CourierInput {
  @Field({ description: 'Name shown to customers (unique, up to 60 characters).' }) name!: string;
  @Field({ description: 'http(s) address of the tracking page containing {tracking}.' })
  trackingUrlTemplate!: string;
  @Field({ defaultValue: true, description: 'Offered for new shipments.' }) active!: boolean;
}

@ObjectType({ description: 'The answer to saving a courier: the courier, or what is wrong with the input.' })
export class CourierPayload extends Payload(
  'Invalid input fields (name, tracking_url_template, active).',
  'What happened, to show to the admin.',
) {
  @Field(() => Courier, { nullable: true, description: 'The saved courier.' }) courier?: Courier | null;
}
