import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { MailMessage, MailService } from './mail.service';

/** What a mail job carries: the event's key and the rendered message. */
export interface MailJob extends MailMessage {
  key: string;
}

/** A query on the worker's connections (graphile-worker's `helpers.query`). */
type DeliverQuery = (
  sql: string,
  params: unknown[],
) => Promise<{ rowCount: number | null; rows: Array<Record<string, unknown>> }>;

/** The job queue's task that delivers one outbox mail (payload: MailJob). */
export const MAIL_TASK = 'mail';

/** Longest event key (mail_events.key). */
const KEY_MAX = 200;

/**
 * The durable mail outbox. A service enqueues a mail in the same transaction as the change
 * that causes it, naming the event with a key (`order:12:confirmed`); the worker delivers it.
 *
 * - Once per event: `mail_events` has one row per key; an event enqueued again adds nothing.
 * - Durable: the row and its graphile-worker job commit (or roll back) with the change itself;
 *   a crash after the commit leaves the job for the next worker.
 * - Retries: a failed delivery (mail server down) is retried with backoff by graphile-worker.
 * - Sent once: a job is locked by one worker while it runs (and taken back only from a worker
 *   that died or that lost it in a database crash, platform/jobs); delivery skips an event
 *   already marked sent and marks it after the mail server accepted it, durably (the worker's
 *   other commits are not, so a job finished can come back after a crash: its mark must not).
 *   A mark that fails (the database went away after the mail server accepted) is retried until
 *   it lands, the job still held; a run again in this process after all finds the event in
 *   `accepted` and only marks it. Only the worker process dying between the acceptance and the
 *   mark repeats a mail, and the repeat carries the same Message-ID.
 */
export class MailOutbox {
  private readonly domain: string;
  /** Events whose mail the mail server accepted and whose mark has not landed yet. */
  private readonly accepted = new Set<string>();

  constructor(
    private readonly mail: MailService,
    config: Pick<Config, 'mailFrom' | 'publicUrl'>,
  ) {
    this.domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.publicUrl).hostname;
  }

  /**
   * Enqueues `msg` for the event `key` inside the caller's transaction (`em` from
   * `ds.transaction`). Answers false when that event's mail was enqueued before.
   */
  async enqueue(em: EntityManager, key: string, msg: MailMessage): Promise<boolean> {
    if (key.length > KEY_MAX)
      throw new Error(`mail event key longer than ${KEY_MAX} characters: ${key.slice(0, 40)}…`);
    const job: MailJob = {
      key,
      ...msg,
      messageId:
        msg.messageId ?? `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${this.domain}>`,
    };
    const rows: unknown[] = await em.query(
      `WITH e AS (INSERT INTO mail_events (key, recipient, subject) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key)
       SELECT (graphile_worker.add_job($5, $4::json, job_key => e.key)).id FROM e`,
      [key, msg.to.slice(0, 255), msg.subject.slice(0, 255), JSON.stringify(job), MAIL_TASK],
    );
    return rows.length > 0;
  }

  /**
   * The worker's task: sends one event's mail unless it was sent already, then marks it sent.
   * Throws to be retried. `signal` (the worker shutting down) gives up a delivery that hangs.
   * No database connection is held while the mail server answers.
   */
  async deliver(job: MailJob, query: DeliverQuery, signal?: AbortSignal): Promise<'sent' | 'already sent'> {
    const { key, ...msg } = job;
    if (!this.accepted.has(key)) {
      const { rows } = await query('SELECT sent_at FROM mail_events WHERE key = $1', [key]);
      if (rows[0]?.sent_at) return 'already sent';
      await new Promise<void>((resolve, reject) => {
        const stop = () => reject(new Error('Mail delivery interrupted: the worker is stopping.'));
        if (signal?.aborted) return stop();
        signal?.addEventListener('abort', stop, { once: true });
        // Accepted is remembered even when the worker stopped waiting: a run again only marks it.
        this.mail
          .send(msg)
          .then(() => void this.accepted.add(key))
          .then(resolve, reject)
          .finally(() => signal?.removeEventListener('abort', stop));
      });
    }
    await this.markSent(key, query, signal);
    this.accepted.delete(key);
    return 'sent';
  }

  /**
   * Marks the event sent with a commit that waits for the WAL flush (the worker's connections
   * do not by default), trying again until the database answers: the mail is out, so the job
   * must not end without the mark. Gives up only when the worker stops.
   */
  private async markSent(key: string, query: DeliverQuery, signal?: AbortSignal): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        // set_config(…, true) lasts to the end of this statement's own transaction, its commit included.
        await query(
          `WITH durable AS (SELECT set_config('synchronous_commit', 'on', true))
           UPDATE mail_events SET sent_at = now() FROM durable WHERE key = $1 AND sent_at IS NULL`,
          [key],
        );
        return;
      } catch (err) {
        if (signal?.aborted) throw err;
        await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** attempt)));
      }
    }
  }
}
