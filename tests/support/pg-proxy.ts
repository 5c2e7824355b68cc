/**
 * A TCP proxy in front of PostgreSQL that can break a connection at its transaction's COMMIT:
 * before the server has it (the transaction is rolled back) or after the server has answered it
 * (the transaction is committed, and the client never hears so), as a crash or a network cut at
 * that moment would. It reads the frontend protocol's framing (PostgreSQL docs, "Message
 * Formats": a startup message without a type byte, then a type byte and an int32 length per
 * message); the client must not ask for TLS.
 */
import net from 'node:net';

export type CommitCut = 'before-commit' | 'after-commit';

export interface PgProxy {
  /** `url` (a PostgreSQL URL) through the proxy. */
  url(url: string): string;
  /**
   * Breaks the next connection that runs a statement whose text contains `statement` at its
   * COMMIT; resolves once it has.
   */
  cutCommit(statement: string, when: CommitCut): Promise<void>;
  close(): Promise<void>;
}

export async function startPgProxy(url: string): Promise<PgProxy> {
  const target = new URL(url);
  let plan: { statement: string; when: CommitCut; done: () => void } | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    let pending = Buffer.alloc(0);
    let started = false;
    let armed = false;
    let cutOnAnswer: (() => void) | null = null;
    upstream.on('data', (data) => {
      if (!cutOnAnswer) return void client.write(data);
      // The server answered the COMMIT: it is committed; the client never hears it.
      cut();
      cutOnAnswer();
    });
    client.on('data', (data) => {
      pending = Buffer.concat([pending, data]);
      for (;;) {
        if (!started) {
          if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
          const length = pending.readInt32BE(0);
          upstream.write(pending.subarray(0, length));
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
        const message = pending.subarray(0, 1 + pending.readInt32BE(1));
        pending = pending.subarray(message.length);
        const type = String.fromCharCode(message[0]);
        if (plan && (type === 'P' || type === 'Q') && message.includes(plan.statement)) armed = true;
        if (armed && plan && type === 'Q' && message.subarray(5).toString().startsWith('COMMIT')) {
          const { when, done } = plan;
          plan = null;
          armed = false;
          if (when === 'before-commit') {
            cut();
            done();
            return;
          }
          cutOnAnswer = done;
        }
        upstream.write(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url(original) {
      const u = new URL(original);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cutCommit(statement, when) {
      return new Promise((resolve) => (plan = { statement, when, done: resolve }));
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
