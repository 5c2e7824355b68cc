import { ValidationError } from '../shared/errors';

/** Largest page number accepted (beyond it a listing is always empty anyway). */
export const MAX_PAGE = 1_000_000;

export function pageArg(page: number): number {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw ValidationError.single('page', `The page must be between 1 and ${MAX_PAGE}.`);
  }
  return page;
}
