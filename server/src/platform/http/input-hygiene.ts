/**
 * One check for every piece of client text, whichever transport brought it: no C0
 * control characters (a NUL breaks PostgreSQL text parameters; the others hide in names,
 * mails and logs), except tab, newline and carriage return in fields that hold several
 * lines; and no nesting deeper than MAX_INPUT_DEPTH. The REST adapter runs it on every
 * query, path and body (rest/http.ts), GraphQL on every variable and inline string
 * argument (graphql/input-hygiene.plugin.ts).
 */

/** Fields whose text may span lines (review comments, contact messages, addresses, descriptions). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'comment',
  'message',
  'address',
  'description',
  'short_description',
  'shortDescription',
]);

// Control characters are what these two look for.
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(text);
}

/** Deepest nesting of objects and lists accepted in a body, a query string or GraphQL variables. */
export const MAX_INPUT_DEPTH = 12;

export interface InputProblem {
  field: string;
  message: string;
  /** Nesting beyond MAX_INPUT_DEPTH (400), rather than a bad character (422). */
  tooDeep: boolean;
}

export const TOO_DEEP = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

export const controlCharacterProblem = (field: string): InputProblem => ({
  field,
  message: `The ${field} field contains characters that are not allowed.`,
  tooDeep: false,
});

const isPlainObject = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The first problem in a JSON-like value, or null. Strings are judged by the nearest
 * property name above them (`field` at the top). Walks with a stack, not recursion: a
 * hostile body may nest 25,000 deep. Anything that is not a string, a plain object or
 * an array (numbers, file uploads) is left alone.
 */
export function findInputProblem(value: unknown, field: string): InputProblem | null {
  const stack: Array<[value: unknown, field: string, depth: number]> = [[value, field, 0]];
  while (stack.length) {
    const [v, name, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasControlCharacters(v, MULTILINE_FIELDS.has(name))) return controlCharacterProblem(name);
      continue;
    }
    if (!v || typeof v !== 'object' || !(Array.isArray(v) || isPlainObject(v))) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: name, message: TOO_DEEP, tooDeep: true };
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, name, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      if (hasControlCharacters(key)) return controlCharacterProblem(name);
      stack.push([item, key, depth + 1]);
    }
  }
  return null;
}
