import { NotFoundError, ValidationError } from '../shared/errors';
import type { FieldError } from './common.types';

/**
 * Runs a service call for an input mutation: field errors become the payload's
 * `errors` list (DESIGN 3.9), beside `empty` (for the payload's required fields); anything
 * else propagates as a GraphQL error.
 */
export async function withFieldErrors<T extends object, E extends object = object>(
  run: () => Promise<T>,
  empty?: E,
): Promise<(T & { errors: FieldError[] }) | (E & { errors: FieldError[] })> {
  try {
    const result = await run();
    return { ...result, errors: [] };
  } catch (err) {
    if (err instanceof ValidationError) return { ...(empty as E), errors: err.fieldErrors };
    throw err;
  }
}

/** A save's payload: what `save` stored under `key`, with `message`; or the input's field errors. */
export function savedAs<K extends string, T>(key: K, message: string, save: () => Promise<T>) {
  return withFieldErrors(
    async () => ({ [key]: await save(), message }) as { [P in K]: T } & { message: string },
  );
}

/** A confirming mutation's payload: `message` once `run` has done it, or the input's field errors. */
export function confirmed(message: string, run: () => Promise<unknown>) {
  return withFieldErrors(async () => {
    await run();
    return { message };
  });
}

/** A delete's or one-step change's payload once `run` has done it (a refusal propagates as a GraphQL error). */
export async function doneWith(
  message: string,
  run: () => Promise<unknown>,
): Promise<{ ok: true; message: string }> {
  await run();
  return { ok: true, message };
}

/** A service's page (its items beside currentPage, lastPage, perPage, total) as a GraphQL page: items and meta. */
export function pageOf<T, M extends object>(page: { items: T[] } & M): { items: T[]; meta: M } {
  const { items, ...meta } = page;
  return { items, meta: meta as M };
}

/** A read of one record that answers null, not an error, when there is no such record. */
export async function nullIfNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}
