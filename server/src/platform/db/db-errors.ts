/** True when an error means the database cannot be reached right now (restart, network). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as Record<string, unknown>;
  // TypeORM wraps driver errors; graphql-js wraps non-Error values it could not recognise.
  for (const inner of [e.driverError, e.thrownValue, e.originalError]) {
    if (inner && inner !== err && isDatabaseUnavailable(inner)) return true;
  }
  // TypeORM releases a transaction's query runner when its connection breaks mid-way.
  if (e.name === 'QueryRunnerAlreadyReleasedError' || e.name === 'QueryRunnerProviderAlreadyReleasedError')
    return true;
  // Network failures, PostgreSQL's operator intervention (57P0x) and connection exceptions (08xxx).
  if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[123]|0800[0136])$/.test(String(e.code ?? '')))
    return true;
  const msg = String(e.message ?? '');
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|not queryable/i.test(
    msg,
  );
}

/** PostgreSQL error codes the services turn into clear messages. */
export const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

/** Whether `err` (a pg error, or TypeORM's wrapper around one) carries this SQLSTATE. */
export function hasSqlState(err: unknown, code: string): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === code || e?.driverError?.code === code;
}
