import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageMeta } from '../common.types';

@ObjectType({ description: 'One column of a changed row: before → after, as the activity page shows them.' })
export class AuditChange {
  @Field({ description: 'The column.' }) field!: string;
  @Field({ description: 'The column as a label, e.g. "Price".' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The value before (null when the row was created).' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'The value after (null when the row was deleted).' })
  after!: string | null;
  @Field({
    description:
      'The change in words, as the page shows it: "Daily summary hour: 8 → 9", "Access token: changed" (a secret never shows its value).',
  })
  text!: string;
}

@ObjectType({ description: 'A back-office action: who changed what, when, before → after.' })
export class AuditEntry {
  @Field({ description: 'The entry id.' }) id!: string;
  @Field({ description: 'When it happened: the clock time of the write (the log is newest first by it).' })
  at!: Date;
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

@ObjectType({ description: 'A page of the activity log.' })
export class AuditPage {
  @Field(() => [AuditEntry], { description: 'Newest first.' }) items!: AuditEntry[];
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `activity(after:)` for the next (older) page; null on the last page.',
  })
  nextCursor!: string | null;
  @Field(() => PageMeta, {
    description:
      'Where this page sits by number (counts the matching entries; with `after`, currentPage is 1).',
  })
  meta!: PageMeta | Promise<PageMeta>;
}

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
  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1 (ignored with `after`).' })
  page!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "The page after this cursor (a page's `nextCursor`): stays in place while entries are added.",
  })
  after?: string | null;
  @Field(() => Int, { defaultValue: 25, description: 'Entries per page (1 to 100).' }) perPage!: number;
  @Field(() => Int, { nullable: true, description: "Only this person's actions." }) actorId?: number | null;
  @Field(() => String, { nullable: true, description: 'Only this kind (see `activityKinds`).' })
  kind?: string | null;
}
