import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Payload } from '../common.types';

@ObjectType({
  description:
    "One setting of a service as the back office shows it: a secret's value is never sent, only whether it is set.",
})
export class ServiceSettingField {
  @Field({ description: 'The setting, e.g. phoneNumberId.' }) name!: string;
  @Field({ description: 'Its label in the form.' }) label!: string;
  @Field({ description: 'Whether it is a secret (stored encrypted, never sent back).' }) secret!: boolean;
  @Field({ description: 'Whether the service cannot be used without it.' }) required!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The value of a plain setting (its default when unset); always null for a secret.',
  })
  value!: string | null;
  @Field({ description: 'Whether it holds a value of its own (for a secret: whether one is stored).' })
  set!: boolean;
  @Field(() => String, { nullable: true, description: 'The value used when it is left empty.' })
  default!: string | null;
  @Field(() => [String], { nullable: true, description: 'The values it may take, when it is a choice.' })
  choices!: string[] | null;
  @Field(() => String, { nullable: true, description: 'A hint shown under the field.' }) help!: string | null;
}

@ObjectType({
  description:
    "A service's settings (the shop policy, alerts, WhatsApp, SMS gateway, COD confirmation, payments, couriers).",
})
export class ServiceSettings {
  @Field({
    description:
      'The service: shop, orders (the shop policy), alerts, whatsapp, sms, cod, jazzcash, easypaisa, leopards, postex or trax.',
  })
  service!: string;
  @Field({ description: 'Its name in the back office.' }) label!: string;
  @Field({ description: 'Every required setting is set: the service can be used.' }) configured!: boolean;
  @Field(() => [String], { description: 'Required settings still unset.' }) missing!: string[];
  @Field(() => Int, {
    description: 'Counts saves: send it back with saveServiceSettings (CONFLICT when it moved).',
  })
  version!: number;
  @Field(() => Date, { nullable: true, description: 'When it was last saved.' }) updatedAt!: Date | null;
  @Field(() => [ServiceSettingField], { description: 'Its settings, in form order.' })
  fields!: ServiceSettingField[];
}

@InputType({ description: 'One setting to save.' })
export class SettingValueInput {
  @Field({ description: 'The setting, e.g. accessToken.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Its new value; null clears it; for a secret an empty text keeps the stored one.',
  })
  value?: string | null;
}

@ObjectType({ description: 'The answer of a settings save: the settings as saved, or errors.' })
export class ServiceSettingsPayload extends Payload(
  'Why nothing was saved (empty on success), per setting.',
  'The confirmation to show; null when there are errors.',
) {
  @Field(() => ServiceSettings, {
    nullable: true,
    description: 'The settings as saved; null when there are errors.',
  })
  settings?: ServiceSettings | null;
}
