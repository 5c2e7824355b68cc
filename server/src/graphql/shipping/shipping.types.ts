import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rupees, Payload } from '../common.types';

@ObjectType({ description: 'A province’s shipping rate (no city) or one city’s, overriding its province’s.' })
export class ShippingRate {
  @Field(() => Int, { description: "The rate's id." }) id!: number;
  @Field({ description: 'The province, as the provinces query names it.' }) province!: string;
  @Field(() => String, { nullable: true, description: 'The city; null: the whole province.' }) city!:
    string | null;
  @Rupees({ description: 'Rupees per order.' }) rate!: number;
}

@ObjectType({
  description:
    'How shipping is charged beside the province and city rates: the default and the free-shipping threshold.',
})
export class ShippingSettings {
  @Field(() => Float, { description: 'Rupees per order where no province or city rate applies.' })
  defaultRate!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'From this sub total in rupees (after any discount) shipping is free; null: never.',
  })
  freeShippingThreshold!: number | null;
}

@InputType({ description: 'The default rate and the free-shipping threshold.' })
export class ShippingSettingsInput {
  @Field(() => Float, { description: 'Rupees (two decimals at most).' }) defaultRate!: number;
  @Field(() => Float, { nullable: true, description: 'Rupees from which shipping is free; empty: never.' })
  freeShippingThreshold?: number | null;
}

@InputType({ description: 'A province’s rate (no city) or one city’s.' })
export class ShippingRateInput {
  @Field({ description: 'A province from the provinces query.' }) province!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A city of it (cities query); empty: the whole province.',
  })
  city?: string | null;
  @Field(() => Float, { description: 'Rupees per order (two decimals at most).' }) rate!: number;
}

@ObjectType({ description: 'The answer to saving the shipping settings.' })
export class ShippingSettingsPayload extends Payload(
  'Invalid input fields (defaultRate, freeShippingThreshold).',
  'What happened, to show to the admin.',
) {
  @Field(() => ShippingSettings, { nullable: true, description: 'The settings as saved.' })
  settings?: ShippingSettings | null;
}

@ObjectType({ description: 'The answer to saving a shipping rate.' })
export class ShippingRatePayload extends Payload(
  'Invalid input fields (province, city, rate).',
  'What happened, to show to the admin.',
) {
  @Field(() => ShippingRate, { nullable: true, description: 'The rate as saved.' })
  rate?: ShippingRate | null;
}
