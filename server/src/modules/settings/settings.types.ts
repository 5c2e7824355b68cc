import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FieldError } from '../../graphql/common.types';

@ObjectType({ description: 'One setting of an outside service; a secret is only ever shown as set or not.' })
export class ServiceSettingField {
  @Field({ description: 'Its name (the service client’s config property).' }) name!: string;
  @Field({ description: 'As the form labels it.' }) label!: string;
  @Field({ description: 'Sealed at rest and never sent back: value is always null.' }) secret!: boolean;
  @Field({ description: 'The service cannot be used without it.' }) required!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A plain field’s value (its default when unset); null for a secret.',
  })
  value!: string | null;
  @Field({ description: 'Whether it holds a value of its own (for a secret: whether one is stored).' })
  set!: boolean;
  @Field(() => String, { nullable: true, description: 'What it is when left empty.' }) default!:
    string | null;
  @Field(() => [String], { nullable: true, description: 'The values it takes, when it is a choice.' })
  choices!: string[] | null;
  @Field(() => String, { nullable: true, description: 'A hint shown under the field.' }) help!: string | null;
}

@ObjectType({
  description: 'The settings of one outside service (a wallet, a courier, WhatsApp, the SMS gateway).',
})
export class ServiceSettings {
  @Field({ description: 'Its key: whatsapp, sms, jazzcash, easypaisa, leopards, postex or trax.' })
  service!: string;
  @Field({ description: 'As people read it.' }) label!: string;
  @Field({ description: 'Every required field is set: the shop uses the service.' }) configured!: boolean;
  @Field(() => [String], { description: 'Required fields still unset.' }) missing!: string[];
  @Field(() => Int, { description: 'Send it back with a save: a save made since refuses yours (CONFLICT).' })
  version!: number;
  @Field(() => [ServiceSettingField], { description: 'Its fields, in the form’s order.' })
  fields!: ServiceSettingField[];
}

@InputType({ description: 'One setting to save.' })
export class SettingValueInput {
  @Field({ description: 'The field’s name.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Its new value; null clears it; an empty secret keeps what is stored.',
  })
  value?: string | null;
}

@ObjectType({ description: 'The answer of a settings save: the service’s settings, or errors.' })
export class ServiceSettingsPayload {
  @Field(() => ServiceSettings, { nullable: true, description: 'As saved; null when there are errors.' })
  settings?: ServiceSettings | null;
  @Field(() => String, {
    nullable: true,
    description: 'The confirmation to show; null when there are errors.',
  })
  message?: string | null;
  @Field(() => [FieldError], { description: 'Why nothing was saved (empty on success), per field.' })
  errors!: FieldError[];
}
