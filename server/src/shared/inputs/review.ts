/** A product review: every field and a rating, or the one message of the spec. */
import { z } from 'zod';
import { field, text } from './fields';
import { COLUMN_LENGTHS, TEXT_LENGTHS } from './columns';
import { M } from './messages';

export const reviewInput = z.object({
  name: text(M.reviewRequired, COLUMN_LENGTHS.reviews.name, 'The name'),
  comment: text(M.reviewRequired, TEXT_LENGTHS.reviewComment, 'The comment'),
  rating: field<number>((v) => {
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    if (n === undefined || n === null || n === 0 || n === '')
      return { message: M.reviewRequired, code: 'REQUIRED' };
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5
      ? { value: n }
      : { message: M.ratingInvalid };
  }).meta({ type: ['integer', 'string'], minimum: 1, maximum: 5, description: '1 to 5' }),
});

/** The reply's message: the spec's one sentence when anything is missing, else the first problem. */
export const reviewMessage = (issues: ReadonlyArray<{ message: string }>) =>
  issues.some((i) => i.message === M.reviewRequired) ? M.reviewRequired : issues[0]?.message;

export type ReviewInput = z.output<typeof reviewInput>;
