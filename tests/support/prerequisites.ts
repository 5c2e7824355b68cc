/**
 * What the test suites need beyond `npm ci` (README, Prerequisites), checked before any test
 * starts so that a missing one is named with how to get it, instead of failing tests one by one.
 * `npm test`: a supported Node (PostgreSQL is the embedded one, or DATABASE_URL: its start-up
 * says what is missing). `npm run test:e2e`: also Chromium and a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');

/** The Node versions package.json's `engines` accepts. */
export function supportedNode(): string {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

export function nodeProblem(version = process.versions.node): string | undefined {
  if (semver.satisfies(version, supportedNode())) return undefined;
  return `Node ${version} is not supported: use Node ${supportedNode()} (package.json "engines").`;
}

export function chromiumProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return undefined;
  return `Chromium not found at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium or Chrome.`;
}

export function buildProblem(files = ['server/dist/main.js', 'client/dist/index.html']): string | undefined {
  const missing = files.filter((f) => !existsSync(path.join(root, f)));
  if (!missing.length) return undefined;
  return `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: run \`npm run build\` first.`;
}

/** Throws one error naming every missing prerequisite of `suite`, each with how to get it. */
export function requirePrerequisites(suite: string, problems: Array<string | undefined>): void {
  const missing = problems.filter((p): p is string => Boolean(p));
  if (!missing.length) return;
  throw new Error(
    `${suite} cannot run until this is fixed (README, Prerequisites):\n${missing.map((m) => `  - ${m}`).join('\n')}`,
  );
}
