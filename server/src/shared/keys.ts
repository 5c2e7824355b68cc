/**
 * Client-chosen keys (sorts, directions, statuses, payment methods) are looked up by a
 * table's OWN keys only. `key in table` and `table[key]` also find what every object
 * inherits (`__proto__`, `constructor`, `toString`, `hasOwnProperty`…): a sort of
 * `__proto__` once reached TypeORM as Object.prototype and broke every later query.
 */
import { ValidationError } from './errors';
import { allowedValues } from './inputs/messages';

export { allowedValues };

/** Whether `key` is one of `table`'s own keys (never an inherited one). */
export function isOwnKey<T extends object>(table: T, key: unknown): key is Extract<keyof T, string> {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/**
 * `key` as one of `table`'s own keys; `undefined` when the client sent none (absent,
 * null or ''); anything else is a 422 on `field` listing the allowed keys.
 */
export function chooseKey<T extends object>(
  table: T,
  key: unknown,
  field: string,
  label = field,
): Extract<keyof T, string> | undefined {
  if (key === undefined || key === null || key === '') return undefined;
  if (isOwnKey(table, key)) return key;
  throw ValidationError.single(field, allowedValues(label, Object.keys(table)));
}

/** Sort directions as SQL keywords. */
export const DIRECTIONS = { asc: 'ASC', desc: 'DESC' } as const;
export type Direction = keyof typeof DIRECTIONS;
