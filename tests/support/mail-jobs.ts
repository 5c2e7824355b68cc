/**
 * What the mail outbox tests share: the checkout of one unit (the contact typed at checkout is
 * not the account), and the job of a mail event as graphile-worker keeps it.
 */
type Db = { query: (sql: string, p: unknown[]) => Promise<any[]> };

const address = {
  name: 'Delivery Contact',
  email: 'typed-at-checkout@example.pk',
  street: 'Punjab',
  city: 'Lahore',
  address: 'House 5, Gulberg',
  zip: '54000',
  mobile: '03001234567',
};
export const checkout = (productId: number, extra: Record<string, unknown> = {}) => ({
  ...address,
  payment_method: 'cod',
  cart: [{ product_id: productId, qty: 1 }],
  ...extra,
});

/** The job of the mail event `key`, while graphile-worker has one. */
export const jobFor = async (db: Db, key: string) =>
  (
    await db.query('SELECT attempts, last_error, locked_by FROM graphile_worker.jobs WHERE key = $1', [key])
  )[0] as { attempts: number; last_error: string | null; locked_by: string | null } | undefined;
/** Sent, and its job finished (graphile-worker deletes a job that succeeded). */
export const delivered = async (db: Db, key: string) => {
  const [event] = await db.query('SELECT sent_at FROM mail_events WHERE key = $1', [key]);
  return !!event?.sent_at && !(await jobFor(db, key));
};
