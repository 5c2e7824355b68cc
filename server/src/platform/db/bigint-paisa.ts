import type { ValueTransformer } from 'typeorm';

/**
 * A 64-bit paisa column read as a number (node-postgres returns `bigint` as text): exact up to
 * Number.MAX_SAFE_INTEGER paisa (Rs 90 trillion); anything beyond is refused rather than rounded.
 */
export const bigintPaisa: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null): number | null => {
    if (value === null || value === undefined) return null;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`a paisa amount beyond exact numbers: ${value}`);
    return n;
  },
};
