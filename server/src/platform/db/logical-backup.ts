/**
 * The shop's database as a logical backup it writes and reads itself, through `pg`: no
 * pg_dump, so any PostgreSQL the shop runs on (the embedded 17, a managed 13–17) is backed up
 * with nothing but the npm packages. What the backup holds:
 *
 * - the migrations the database had (their names): a restore runs exactly these on an empty
 *   schema, so the tables are those the rows were written for, then loads the rows, then runs
 *   the migrations of the shop restoring them that the backup did not have;
 * - every table of the `public` schema (TypeORM's own bookkeeping aside) as `COPY … TO STDOUT`
 *   text, gzipped, read in one REPEATABLE READ snapshot, so the tables agree with each other;
 * - the sequences' positions, and the job queue's waiting jobs (mail deliveries, auto-cancels)
 *   by task, payload, time and key: restored through graphile-worker's own `add_job`, so the
 *   queue's internals may differ between the two.
 *
 * A restore is one transaction: the database is either the backup's or unchanged.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client, type ClientBase } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { type DataSource, MigrationExecutor, type QueryRunner } from 'typeorm';
import { createDataSource, type Schema } from './data-source';

export const BACKUP_FORMAT = 'crochet-shop-logical-1';

/** Tables of `public` that are TypeORM's bookkeeping, not the shop's data (migrations are listed by name instead). */
const NOT_DATA = new Set(['migrations', 'typeorm_metadata']);

export interface TableDump {
  name: string;
  columns: string[];
  rows: number;
  /** The gzipped COPY text, relative to the backup folder. */
  file: string;
}

export interface DatabaseDump {
  format: typeof BACKUP_FORMAT;
  postgresMajor: number;
  /** Migration names, in the order they ran. */
  migrations: string[];
  /** In an order that loads parents before children. */
  tables: TableDump[];
  sequences: Array<{ name: string; lastValue: string | null }>;
  /** File (relative) of the waiting jobs, one JSON object a line. */
  jobsFile: string;
  jobs: number;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The data tables of `public` with their columns (generated ones left out), parents before children. */
async function dataTables(db: ClientBase): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await db.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname ORDER BY c.relname`,
  );
  const { rows: refs } = await db.query<{ child: string; parent: string }>(
    `SELECT DISTINCT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid
       JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace AND n.nspname = 'public'
      WHERE k.contype = 'f' AND ch.oid <> pa.oid`,
  );
  const tables = rows.filter((t) => !NOT_DATA.has(t.name));
  const parents = new Map(
    tables.map((t) => [t.name, refs.filter((r) => r.child === t.name).map((r) => r.parent)]),
  );
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  const visit = (t: (typeof tables)[number], path: Set<string>) => {
    if (placed.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const parent of parents.get(t.name) ?? []) {
      const p = tables.find((x) => x.name === parent);
      if (p) visit(p, path);
    }
    placed.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * Writes the database at `url` into `dir` (tables/*.copy.gz, jobs.jsonl) from one snapshot and
 * answers what it wrote.
 */
export async function dumpDatabase(url: string, dir: string): Promise<DatabaseDump> {
  const db = new Client({ connectionString: url, application_name: 'crochet-shop-backup' });
  await db.connect();
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const major = Math.floor(
      Number((await db.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000,
    );
    const migrations = (await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
      (r) => r.name,
    );
    const tables: TableDump[] = [];
    for (const t of await dataTables(db)) {
      const file = path.join('tables', `${t.name}.copy.gz`);
      const copy = db.query(
        copyTo(`COPY public.${ident(t.name)} (${t.columns.map(ident).join(', ')}) TO STDOUT`),
      );
      await pipeline(copy, createGzip(), createWriteStream(path.join(dir, file)));
      tables.push({ ...t, rows: copy.rowCount ?? 0, file });
    }
    const sequences = (
      await db.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).rows.map((s) => ({ name: s.name, lastValue: s.last_value }));
    // Waiting jobs (not those that failed for good): graphile-worker's view, with each job's payload
    // (none before a shop or worker has installed the queue).
    const queued = (await db.query(`SELECT to_regclass('graphile_worker.jobs') IS NOT NULL AS ok`)).rows[0]
      .ok;
    const { rows: jobs } = !queued
      ? { rows: [] }
      : await db.query(
          `SELECT v.task_identifier AS task, p.payload, v.queue_name AS queue, v.run_at, v.max_attempts,
              v.key, v.priority, v.flags
         FROM graphile_worker.jobs v JOIN graphile_worker._private_jobs p ON p.id = v.id
        WHERE v.attempts < v.max_attempts ORDER BY v.id`,
        );
    const jobsFile = 'jobs.jsonl';
    await writeFile(path.join(dir, jobsFile), jobs.map((job) => JSON.stringify(job) + '\n').join(''));
    await db.query('COMMIT');
    return {
      format: BACKUP_FORMAT,
      postgresMajor: major,
      migrations,
      tables,
      sequences,
      jobsFile,
      jobs: jobs.length,
    };
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** The shop's migrations, only those named in `names` (all when null). */
class ChosenMigrations extends MigrationExecutor {
  constructor(
    ds: DataSource,
    qr: QueryRunner | undefined,
    private readonly names: ReadonlySet<string> | null,
  ) {
    super(ds, qr);
    this.transaction = 'all';
  }

  protected getMigrations() {
    return super.getMigrations().filter((m) => !this.names || this.names.has(m.name));
  }

  /** Every migration name the shop has. */
  known(): Set<string> {
    return new Set(super.getMigrations().map((m) => m.name));
  }
}

/** Names of the backup's migrations this shop does not have (a backup of a newer shop: refused before anything is touched). */
export function unknownMigrations(ds: DataSource, dump: Pick<DatabaseDump, 'migrations'>): string[] {
  const known = new ChosenMigrations(ds, undefined, null).known();
  return dump.migrations.filter((name) => !known.has(name));
}

/** Runs the shop's migrations named in `names` (all when null) not yet run, in the transaction of `qr`. */
async function migrate(ds: DataSource, qr: QueryRunner, names: ReadonlySet<string> | null): Promise<void> {
  await new ChosenMigrations(ds, qr, names).executePendingMigrations();
}

/**
 * Replaces the database at `url` with the backup in `dir`, in one transaction: the `public`
 * schema dropped and made again by the backup's migrations, its rows loaded (triggers off when
 * the role may turn them off: no change feed runs, nothing needs telling), the sequences set,
 * the shop's later migrations run, and the job queue's jobs replaced by the backup's.
 */
export async function restoreDatabase(
  url: string,
  schema: Schema,
  dir: string,
  dump: DatabaseDump,
): Promise<void> {
  const ds = createDataSource(url, schema, { poolSize: 1 });
  await ds.initialize();
  const qr = ds.createQueryRunner();
  try {
    const unknown = unknownMigrations(ds, dump);
    if (unknown.length)
      throw new Error(
        `The backup was made by a newer version of the shop (migrations ${unknown.join(', ')} are not in this one): update the shop first.`,
      );
    await qr.connect();
    const db = (qr as unknown as { databaseConnection: ClientBase }).databaseConnection;
    await qr.startTransaction();
    try {
      await qr.query('DROP SCHEMA public CASCADE');
      await qr.query('CREATE SCHEMA public');
      await migrate(ds, qr, new Set(dump.migrations));
      // What those migrations wrote themselves (seeded rows) is in the backup as it was then.
      await qr.query(`TRUNCATE ${dump.tables.map((t) => `public.${ident(t.name)}`).join(', ')}`);
      await qr.query('SAVEPOINT replica');
      let replica = true;
      try {
        await qr.query('SET LOCAL session_replication_role = replica');
      } catch {
        // Not a superuser: triggers stay on, and parents are loaded before children.
        await qr.query('ROLLBACK TO SAVEPOINT replica');
        replica = false;
      }
      for (const t of dump.tables) {
        const copy = db.query(
          copyFrom(`COPY public.${ident(t.name)} (${t.columns.map(ident).join(', ')}) FROM STDIN`),
        );
        await pipeline(createReadStream(path.join(dir, t.file)), createGunzip(), copy);
      }
      if (replica) await qr.query('SET LOCAL session_replication_role = DEFAULT');
      for (const s of dump.sequences)
        await qr.query(
          `SELECT setval(format('public.%I', $1::text)::regclass, coalesce($2::bigint, 1), $2::bigint IS NOT NULL)`,
          [s.name, s.lastValue],
        );
      await migrate(ds, qr, null);
      await qr.query('DELETE FROM graphile_worker._private_jobs');
      const lines = (await readFile(path.join(dir, dump.jobsFile), 'utf8')).split('\n').filter(Boolean);
      for (const line of lines) {
        const j = JSON.parse(line) as Record<string, unknown>;
        await qr.query(
          `SELECT graphile_worker.add_job($1, $2::json, queue_name => $3, run_at => $4, max_attempts => $5,
                                          job_key => $6, priority => $7, flags => $8)`,
          [j.task, JSON.stringify(j.payload), j.queue, j.run_at, j.max_attempts, j.key, j.priority, j.flags],
        );
      }
      await qr.commitTransaction();
    } catch (err) {
      await qr.rollbackTransaction().catch(() => undefined);
      throw err;
    }
  } finally {
    await qr.release();
    await ds.destroy();
  }
}
