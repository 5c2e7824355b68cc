/** The `postgres` child of embedded.ts, watched and restarted with backoff when it dies. */
import { ChildProcess, spawn } from 'node:child_process';
import { describe, runningPostmaster, StartupError, stopPid } from './embedded-process';

export interface EmbeddedOptions {
  port?: number;
  /** PostgreSQL's own log lines. */
  log?: (msg: string) => void;
  /** What the supervisor does and sees: orphans stopped, crashes, restarts. */
  events?: (level: 'info' | 'warn' | 'error', msg: string, details?: Record<string, unknown>) => void;
  /** false: the cluster is deleted on stop (test runs). */
  persistent?: boolean;
}

const READY = 'database system is ready to accept connections';
const RESTART_DELAYS_MS = [250, 500, 1000, 2000, 4000];
/** The server's command-line settings: TCP on loopback only, no Unix socket, messages untranslated. */
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'max_connections=200',
  'lc_messages=C',
];

/** One `postgres` child: started, watched, restarted with backoff when it dies, stopped smartly. */
export class Supervisor {
  private child?: ChildProcess;
  private stopping = false;
  private supervising = false;
  private restarting?: Promise<void>;
  private readonly killOnExit = () => this.child?.exitCode === null && this.child.kill('SIGINT');

  constructor(
    private readonly postgres: string,
    private readonly dataDir: string,
    private readonly port: number,
    private readonly ids: { uid: number; gid: number } | undefined,
    private readonly log: (msg: string) => void,
    private readonly tail: string[],
    private readonly events: NonNullable<EmbeddedOptions['events']>,
  ) {}

  /** Spawns postgres and resolves once it accepts connections. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        this.postgres,
        ['-D', this.dataDir, '-p', String(this.port), ...SETTINGS.flatMap((setting) => ['-c', setting])],
        // Its own process group: a Ctrl-C in the terminal reaches the shop, which drains its
        // requests and then stops PostgreSQL, instead of reaching PostgreSQL first.
        { ...(this.ids ?? {}), detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { LC_ALL: 'C' } },
      );
      this.child = child;
      let ready = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.log(text);
        if (!ready && text.includes(READY)) {
          ready = true;
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('error', (err) => {
        if (!ready)
          reject(
            new StartupError(`Embedded PostgreSQL could not be started (${this.postgres}): ${err.message}`),
          );
      });
      child.on('exit', (code, signal) => {
        if (!ready) {
          reject(
            new StartupError(
              `Embedded PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}):\n${this.tail.slice(-8).join('\n')}`,
            ),
          );
          return;
        }
        if (this.child === child && this.supervising && !this.stopping) this.crashed(code, signal);
      });
    });
  }

  superviseFromNowOn(): void {
    this.supervising = true;
    // Whatever ends this process (process.exit after an error included), PostgreSQL goes too.
    process.on('exit', this.killOnExit);
  }

  private crashed(code: number | null, signal: NodeJS.Signals | null): void {
    this.events('error', 'embedded PostgreSQL stopped unexpectedly; restarting it', { code, signal });
    this.restarting ??= this.restart().finally(() => (this.restarting = undefined));
  }

  private async restart(): Promise<void> {
    for (let attempt = 0; !this.stopping; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)];
      await new Promise((r) => setTimeout(r, delay));
      if (this.stopping) return;
      // A server started by hand in the meantime (or not quite gone): stop it first.
      const other = runningPostmaster(this.dataDir);
      if (other) await stopPid(other).catch(() => undefined);
      try {
        await this.start();
        this.events('info', 'embedded PostgreSQL is back', { attempt: attempt + 1 });
        return;
      } catch (err) {
        this.events('warn', 'embedded PostgreSQL did not start again yet; retrying', {
          attempt: attempt + 1,
          reason: describe(err),
        });
      }
    }
  }

  /** Smart shutdown (SIGTERM): new connections refused, existing ones finish; then fast, then immediate. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.restarting;
    process.off('exit', this.killOnExit);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    for (const [signal, ms] of [
      ['SIGTERM', 20_000],
      ['SIGINT', 20_000],
      ['SIGQUIT', 10_000],
    ] as const) {
      child.kill(signal);
      const done = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
      ]);
      if (done) return;
      if (signal === 'SIGTERM')
        this.events('warn', 'embedded PostgreSQL still has clients after 20 s; fast shutdown');
    }
  }
}
