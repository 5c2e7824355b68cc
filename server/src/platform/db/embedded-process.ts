/**
 * The processes and locks around embedded PostgreSQL (embedded.ts): whether a pid is alive
 * and what it runs, DATA_DIR's pid-file lock, a postmaster left running, stopping one.
 */
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A start-up problem with a message for the operator (the shop prints it as it is). */
export class StartupError extends Error {}

export function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  return err === undefined ? 'no reason given' : String(err);
}

export const isRoot = () => process.getuid?.() === 0;

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command name of a live process (Linux), or undefined when unknown. */
export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

/** The live process a pid file names, unless /proc says it runs another `program` (a recycled pid). */
function livePid(file: string, program: RegExp): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  const cmd = commandOf(pid);
  return cmd === undefined || program.test(cmd) ? pid : undefined;
}

export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !alive(pid);
}

/**
 * DATA_DIR/shop.pid names the process that owns DATA_DIR's embedded PostgreSQL. Hand-written
 * (no lock-file package is installed): created with link(2), which fails if the file exists,
 * so the content is complete when another process can see it; a file naming a process that is
 * gone (kill -9) is moved aside and replaced. PostgreSQL's own postmaster.pid is the last
 * word: two servers never run on one cluster.
 */
export class DataDirLock {
  readonly file: string;
  private held = false;

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'shop.pid');
  }

  /** The live process (other than this one) holding the lock, if any. */
  owner(): number | undefined {
    const pid = livePid(this.file, /node/);
    return pid === process.pid ? undefined : pid;
  }

  acquire(): void {
    const temp = `${this.file}.${process.pid}`;
    writeFileSync(temp, `${process.pid}\n`);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          linkSync(temp, this.file);
          this.held = true;
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        }
        const owner = this.owner();
        if (owner) throw inUse(this.dir, owner);
        // Stale: move it aside (only one of several racing starts succeeds) and try again.
        const aside = `${this.file}.stale.${process.pid}`;
        try {
          renameSync(this.file, aside);
          rmSync(aside, { force: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      throw new StartupError(
        `Could not take DATA_DIR ${this.dir} (${this.file} keeps changing): is another shop starting?`,
      );
    } finally {
      rmSync(temp, { force: true });
    }
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    try {
      if (Number.parseInt(readFileSync(this.file, 'utf8'), 10) === process.pid) unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }
}

export function inUse(dir: string, pid: number): StartupError {
  return new StartupError(`DATA_DIR ${dir} is in use by another running shop (pid ${pid}).`);
}

/** The pid in PGDATA/postmaster.pid when that process is alive. */
export function runningPostmaster(pgdata: string): number | undefined {
  return livePid(path.join(pgdata, 'postmaster.pid'), /postgres/);
}

/** Fast shutdown of a server this process did not start (an orphan), then immediate. */
export async function stopPid(pid: number): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new StartupError(
    `An old embedded PostgreSQL (pid ${pid}) does not stop: stop it, then start the shop again.`,
  );
}
