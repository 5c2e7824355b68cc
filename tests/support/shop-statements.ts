import { Client } from 'pg';
import { SHOP_CONNECTIONS } from '../../server/src/db/data-source';

/**
 * The statements (and their parameters) the shop's own connections sent while `action` ran,
 * the change feed's outbox sweeps aside: what a request costs PostgreSQL in round trips.
 */
export async function statementsOf(
  action: () => Promise<unknown>,
): Promise<{ sql: string; params: unknown[] }[]> {
  const spy = jest.spyOn(Client.prototype, 'query');
  try {
    await action();
    return spy.mock.calls
      .filter(
        (_call, i) =>
          (spy.mock.contexts[i] as unknown as { connectionParameters: { application_name?: string } })
            .connectionParameters.application_name === SHOP_CONNECTIONS,
      )
      .map(([q, values]) =>
        typeof q === 'string'
          ? { sql: q, params: (values as unknown[]) ?? [] }
          : { sql: (q as { text: string }).text, params: (q as { values?: unknown[] }).values ?? [] },
      )
      .filter(({ sql }) => !/\bchange_outbox\b/.test(sql));
  } finally {
    spy.mockRestore();
  }
}
