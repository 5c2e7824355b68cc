/**
 * No message copied into the client: a sentence the server says (a `message:` it answers, an
 * exported message constant, an entry of a module's MESSAGES) appears in no client source. The
 * client shows the server's words from the payload's `message` (or the error's), so a reworded
 * message changes in one place.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file without its comments (a comment may quote what the page shows). */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** A sentence: words with a space, ending in a full stop or an exclamation mark. */
const SENTENCE = /^[A-Z][^'"\n]* [^'"\n]*[.!]$/;

/**
 * Shown by the customer's dashboard after the verification link's redirect (`?verified=1`), which
 * carries no text: a message in a link's query could be forged by anyone who sends one.
 */
const SHOWN_AFTER_REDIRECT = new Set(['Your email address has been verified.']);

test('the client shows the server’s sentences and copies none of them', () => {
  const server = new Set<string>();
  for (const file of sources(join(root, 'server', 'src'))) {
    const text = code(file);
    for (const m of text.matchAll(/(?:message:\s*|export const [A-Z_]+ =\s*|^\s+\w+:\s*)'([^'\n]+)'/gm))
      if (SENTENCE.test(m[1])) server.add(m[1]);
  }
  // The scan finds the server's messages (a scan that finds none proves nothing).
  expect(server).toContain('Discount code saved.');
  expect(server).toContain('Attribute created successfully!');

  const copied: string[] = [];
  for (const file of sources(join(root, 'client', 'src')))
    for (const m of code(file).matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)) {
      const text = m[1] ?? m[2];
      if (server.has(text) && !SHOWN_AFTER_REDIRECT.has(text))
        copied.push(`${file.slice(root.length + 1)}: ${text}`);
    }
  expect(copied).toEqual([]);
});
