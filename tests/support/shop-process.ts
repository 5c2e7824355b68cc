/**
 * The built shop (`node server/dist/main.js`) as a child process, as `npm start` runs it,
 * and a stream of orders against it, for crash and shutdown tests.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { checkoutBody } from './checkout';

export const MAIN = path.resolve(__dirname, '../../server/dist/main.js');

export interface ShopProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves once `pattern` has been printed (rejects if the process exits first). */
  printed(pattern: RegExp, ms?: number): Promise<void>;
  /** Polls /readyz until 200; rejects after `ms` or when the process exits. */
  ready(ms?: number): Promise<number>;
  kill(signal?: NodeJS.Signals): void;
}

export function startShop(port: number, env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@example.pk',
      ADMIN_PASSWORD: 'admin-password-1',
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let done = false;
  void exited.then(() => {
    done = true;
    for (const l of listeners) l();
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    output: () => output,
    exited,
    printed(pattern, ms = 30_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`not printed within ${ms} ms: ${pattern}\n${output}`)),
          ms,
        );
        const check = () => {
          if (pattern.test(output)) finish();
          else if (done) finish(new Error(`exited before printing ${pattern}:\n${output}`));
        };
        const finish = (err?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (err) reject(err);
          else resolve();
        };
        listeners.add(check);
        check();
      });
    },
    async ready(ms = 60_000) {
      const started = Date.now();
      while (Date.now() - started < ms) {
        if (done) throw new Error(`the shop exited before it was ready:\n${output}`);
        const status = await fetch(`${url}/readyz`)
          .then((r) => r.status)
          .catch(() => 0);
        if (status === 200) return Date.now() - started;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`not ready within ${ms} ms:\n${output}`);
    },
    kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/** A client of DATA_DIR's embedded database (credentials from DATA_DIR/postgres.json). */
export async function embeddedClient(dataDir: string, database = 'shop'): Promise<Client> {
  const cred = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    password: string;
    port: number;
  };
  const client = new Client({
    host: '127.0.0.1',
    port: cred.port,
    user: 'postgres',
    password: cred.password,
    database,
  });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

export function postmasterPid(dataDir: string): number {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) throw new Error(`no ${file}`);
  return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10);
}

export interface Outcome {
  /** HTTP status, or the socket error's code when there was no response. */
  result: number | string;
  orderId?: number;
  at: number;
  /** The request's own address (see `orderStream`'s `tag`). */
  address: string;
}

/**
 * `workers` clients placing cash-on-delivery orders one after another over kept-alive
 * connections until `stop()`, or until the shop refuses connections (it has stopped listening).
 * With a `tag`, each request's address is the tag and its number, so the database tells
 * which requests' orders were committed.
 */
export function orderStream(url: string, token: string, productId: number, workers = 4, tag?: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  const outcomes: Outcome[] = [];
  const listeners = new Set<() => void>();
  let running = true;
  let sent = 0;
  const bodyFor = (address: string) =>
    JSON.stringify(
      checkoutBody([{ product_id: productId, qty: 1 }], {
        name: 'Stream Shopper',
        email: 'stream@example.pk',
        address,
        payment_status: 'unpaid',
        discount: 0,
      }),
    );
  const placeOne = () =>
    new Promise<Outcome>((resolve) => {
      const address = tag ? `${tag} ${++sent}` : 'House 1, Street 1';
      const body = bodyFor(address);
      const req = http.request(
        `${url}/api/save-order`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            let orderId: number | undefined;
            try {
              orderId = res.statusCode === 200 ? JSON.parse(text).id : undefined;
            } catch {
              /* not JSON */
            }
            resolve({ result: res.statusCode ?? 0, orderId, at: Date.now(), address });
          });
          res.on('error', (err: NodeJS.ErrnoException) =>
            resolve({ result: err.code ?? 'ERROR', at: Date.now(), address }),
          );
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ result: err.code ?? err.message, at: Date.now(), address }),
      );
      req.end(body);
    });
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const o = await placeOne();
      outcomes.push(o);
      for (const l of listeners) l();
      if (o.result === 'ECONNREFUSED') return;
    }
  });
  const finished = Promise.all(loops).then(() => agent.destroy());
  return {
    outcomes,
    finished,
    acknowledged: () => outcomes.filter((o) => o.orderId !== undefined).map((o) => o.orderId!),
    /** Resolves once `check` holds for the outcomes so far. */
    until(check: (outcomes: Outcome[]) => boolean, ms = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(test);
          reject(new Error(`order stream: condition not met within ${ms} ms (${outcomes.length} requests)`));
        }, ms);
        const test = () => {
          if (!check(outcomes)) return;
          clearTimeout(timer);
          listeners.delete(test);
          resolve();
        };
        listeners.add(test);
        test();
      });
    },
    async stop() {
      running = false;
      await finished;
    },
  };
}

const CLI = path.resolve(__dirname, '../../server/dist/cli');

/** An operator command (server/dist/cli/<command>.js) as `npm run …` runs it: its exit code and output. */
export function runCli(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(CLI, `${command}.js`), ...args], {
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'operator-test-secret-0123456789abcdef',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
