import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { pageType } from '../../graphql/common.types';

@ObjectType({ description: 'One column of a changed row: before → after, as the activity page shows them.' })
export class AuditChange {
  @Field({ description: 'The column.' }) field!: string;
  @Field({ description: 'The column as a label, e.g. "Price".' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The value before (null when the row was created).' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'The value after (null when the row was deleted).' })
  after!: string | null;
}

@ObjectType({ description: 'A back-office action: who changed what, when, before → after.' })
export class AuditEntry {
  @Field({ description: 'The entry id (newest is highest).' }) id!: string;
  @Field({ description: 'When it happened.' }) at!: Date;
  @Field(() => Int, { nullable: true, description: 'Who did it (their account id, kept if removed).' })
  actorId!: number | null;
  @Field({ description: 'Their name at the time.' }) actorName!: string;
  @Field({ description: 'Their role at the time: OWNER or STAFF.' }) actorRole!: string;
  @Field({ description: 'What kind of thing changed (product, order, staff, …).' }) kind!: string;
  @Field({ description: 'The kind as a label, e.g. "Product".' }) kindLabel!: string;
  @Field({ description: 'created, changed or deleted.' }) action!: string;
  @Field(() => String, { nullable: true, description: 'The changed row id.' }) subjectId!: string | null;
  @Field(() => String, { nullable: true, description: 'Its name, title or e-mail, when it has one.' })
  subjectLabel!: string | null;
  @Field(() => [AuditChange], { description: 'The changed columns.' }) changes!: AuditChange[];
}

export const AuditPage = pageType('AuditPage', AuditEntry, {
  description: 'A page of the activity log.',
  items: 'Newest first.',
  meta: 'Where this page sits.',
});

@ObjectType({ description: 'Someone who has entries in the activity log.' })
export class AuditActor {
  @Field(() => Int, { description: 'Their account id.' }) id!: number;
  @Field({ description: 'Their latest name in the log.' }) name!: string;
}

@ObjectType({ description: 'A kind of entry the activity log can be filtered by.' })
export class AuditKind {
  @Field({ description: 'The kind, as `activity(kind:)` takes it.' }) kind!: string;
  @Field({ description: 'Its label.' }) label!: string;
}

@ArgsType()
export class ActivityArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1.' }) page!: number;
  @Field(() => Int, { defaultValue: 25, description: 'Entries per page (1 to 100).' }) perPage!: number;
  @Field(() => Int, { nullable: true, description: "Only this person's actions." }) actorId?: number | null;
  @Field(() => String, { nullable: true, description: 'Only this kind (see `activityKinds`).' })
  kind?: string | null;
}
