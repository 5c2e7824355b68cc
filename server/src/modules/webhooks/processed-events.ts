import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEventEntity } from './processed-event.entity';

/**
 * Exactly-once handling of outside deliveries. `claim` inserts (source, id) in the caller's
 * transaction: the first transaction to commit it gets true and does the work; a concurrent
 * one waits on the same key and gets false once the first commits (or true, if the first
 * rolled back and so did nothing). Services retry for days (Meta up to 7), so entries are kept
 * for `RETENTION_DAYS` before `prune` may drop them.
 */
export const RETENTION_DAYS = 30;

export class ProcessedEvents {
  constructor(private readonly ds: DataSource) {}

  /** True the first time (source, eventId) is recorded; false for a repeat. Call inside the effect's transaction. */
  static async claim(em: EntityManager, source: string, eventId: string): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(ProcessedEventEntity)
      .values({ source, eventId })
      .orIgnore()
      .returning(['eventId'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }

  /** Whether (source, eventId) was handled (for answers that need no lock). */
  async seen(source: string, eventId: string): Promise<boolean> {
    return this.ds.getRepository(ProcessedEventEntity).exists({ where: { source, eventId } });
  }

  /** Forgets deliveries older than `days` (no service retries that long); returns how many. */
  async prune(days = RETENTION_DAYS): Promise<number> {
    const result = await this.ds
      .getRepository(ProcessedEventEntity)
      .createQueryBuilder()
      .delete()
      .where(`processed_at < now() - make_interval(days => :days)`, { days })
      .execute();
    return result.affected ?? 0;
  }
}
