import type { EntityManager } from 'typeorm';

/**
 * Where a handler of a domain event runs:
 * - `transaction`: inside the transaction that made the change, with its EntityManager. What it
 *   writes (an outbox mail, a job) commits or rolls back with the change itself, so a crash
 *   can lose neither: after a crash either the change and its mails and jobs are all in the
 *   database, or none is. A handler that throws undoes the change.
 * - `commit`: after that transaction committed, in this process (in-memory caches: dropping a
 *   remembered page). Nothing durable may hang here: a crash between the commit and the
 *   handler loses it, which for a cache only means the memory it would have dropped is gone
 *   too (and every other instance hears the change on the change feed). Its errors are logged,
 *   never thrown at the caller, whose change is committed.
 */
export type EventPhase = 'transaction' | 'commit';

type Handler<E> = (event: E, em: EntityManager) => Promise<void> | void;

/** Emits an event of the running unit of work (`DomainEvents.run`). */
export type Emit<E> = (event: E) => Promise<void>;

/**
 * Domain events of one kind (`E`, a union tagged by `type`): the side effects of a change
 * (mails, jobs, cache eviction) hang here, declared once by the module that owns them,
 * instead of inside the code that makes the change.
 */
export class DomainEvents<E extends { type: string }> {
  private readonly handlers: Array<{
    phase: EventPhase;
    types: ReadonlySet<string> | null;
    handle: Handler<E>;
  }> = [];

  constructor(private readonly onCommitError: (err: unknown, event: E) => void = () => undefined) {}

  /** Calls `handle` for every event of the `types` named (all when null), in `phase`. */
  on<T extends E['type']>(
    phase: EventPhase,
    types: readonly T[] | null,
    handle: (event: Extract<E, { type: T }>, em: EntityManager) => Promise<void> | void,
  ): void {
    this.handlers.push({ phase, types: types && new Set(types), handle: handle as Handler<E> });
  }

  /**
   * Runs `work` in the transaction `transaction` opens (`ds.transaction`, or the change feed's
   * collected transaction): each event it emits goes to the `transaction` handlers at once, on
   * its EntityManager, and to the `commit` handlers once the transaction committed. Events of a
   * transaction that failed go nowhere else.
   */
  async run<T>(
    transaction: (work: (em: EntityManager) => Promise<T>) => Promise<T>,
    work: (em: EntityManager, emit: Emit<E>) => Promise<T>,
  ): Promise<T> {
    const emitted: Array<{ event: E; em: EntityManager }> = [];
    const result = await transaction(async (em) => {
      emitted.length = 0; // a retried transaction starts again
      return work(em, async (event) => {
        emitted.push({ event, em });
        for (const h of this.matching('transaction', event)) await h.handle(event, em);
      });
    });
    for (const { event, em } of emitted) {
      for (const h of this.matching('commit', event)) {
        try {
          await h.handle(event, em);
        } catch (err) {
          this.onCommitError(err, event);
        }
      }
    }
    return result;
  }

  private matching(phase: EventPhase, event: E) {
    return this.handlers.filter((h) => h.phase === phase && (!h.types || h.types.has(event.type)));
  }
}
