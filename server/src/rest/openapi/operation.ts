/**
 * What the REST adapter's OpenAPI table is made of: one operation's description, the
 * parameter and body pieces several areas share, the tags, and the five paths of an admin list.
 */
import { z } from 'zod';
import { DIRECTIONS } from '../../shared/keys';
import * as S from './shapes';

export type Role = 'CUSTOMER' | 'ADMIN';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form: /product-details/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** The bearer token's role the path needs (401 without one, 403 with another). */
  role?: Role;
  /** Path parameters: name → what it is (`id` is a positive integer, any other text). */
  params?: Record<string, string>;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body instead (files and text fields). */
  multipart?: z.ZodObject;
  /** The 200 answer (or a redirect, or a file of `contentType`). */
  ok: z.ZodType | { redirect: string } | { file: string; contentType: string };
  /** Further refusals beyond those the rest implies (401/403 from `role`, 422 and 415 from a body). */
  errors?: number[];
}

/** Operations that share a tag (and a role): each states only what is its own. */
export const group = (common: Pick<Operation, 'tag' | 'role'>, ops: Array<Omit<Operation, 'tag'>>) =>
  ops.map((op): Operation => ({ ...common, ...op }));

export const idList = z
  .array(z.string())
  .meta({ description: 'Ids, repeated (`category[]=1&category[]=2`) or comma-separated (`category=1,2`).' });
export const page = z.string().optional().meta({ description: 'Page number, from 1.' });
export const keysOf = (o: object) => Object.keys(o) as [string, ...string[]];
/** A back-office list's query: a search, one of `sorts`, a direction, the page and its size. */
export const listQuery = (sorts: object) =>
  z.object({
    search: z.string().optional(),
    sort: z.enum(keysOf(sorts)).optional(),
    direction: z.enum(keysOf(DIRECTIONS)).optional(),
    page,
    per_page: z.string().optional(),
  });
/** The same list whole, as an export (CSV) takes it: no page. */
export const exportQuery = (list: ReturnType<typeof listQuery>) => list.omit({ page: true, per_page: true });
/**
 * A file part of a multipart body. OpenAPI 3.1 describes binary content as a schema without
 * `type` (a `string` would be text): generated clients then take the Blob or File itself.
 */
export const filePart = (description: string) => z.unknown().meta({ format: 'binary', description });
export const file = filePart('A JPEG, PNG or WebP image, 5 MB at most.');
export const listOf = (item: z.ZodType) => z.array(item);

export const cartLine = z.object({
  product_id: S.int,
  qty: S.int.min(1),
  variant_id: S.int.optional(),
  attributeValueIds: z.array(S.int).optional(),
  selectedAttributes: z.array(z.object({ attribute_value: z.object({ id: S.int }) })).optional(),
});
export const cart = z
  .array(cartLine)
  .min(1)
  .meta({ description: 'The cart lines, as the client keeps them.' });

export const catalog = 'Catalogue';
export const accounts = 'Accounts';
export const orders = 'Orders';
export const admin = 'Back office';
export const other = 'Other';

/**
 * The five paths of an admin list (GET, POST) and its items (GET, PUT, DELETE). A `bare` resource
 * answers with the item or list itself, not in the `{ status, message, data }` envelope;
 * `summaries` replace the list's and the change's.
 */
export function crud(
  base: string,
  what: string,
  listed: z.ZodType,
  one: z.ZodType,
  body: z.ZodType,
  o: { bare?: boolean; summaries?: { list?: string; update?: string } } = {},
): Operation[] {
  const lower = what.toLowerCase();
  const a = /^[aeiou]/.test(lower) ? 'an' : 'a';
  const params = { id: `The ${lower}’s id.` };
  const saved = o.bare ? one : S.dataOf(one, { message: z.string() });
  return group({ tag: admin, role: 'ADMIN' }, [
    {
      method: 'get',
      path: base,
      summary: o.summaries?.list ?? `${what} list`,
      ok: o.bare ? listOf(listed) : S.dataOf(listOf(listed)),
    },
    { method: 'post', path: base, summary: `Create ${a} ${lower}`, body, ok: saved },
    {
      method: 'get',
      path: `${base}/{id}`,
      summary: `${a === 'an' ? 'An' : 'A'} ${lower}`,
      params,
      ok: o.bare ? one : S.dataOf(one),
      errors: [404],
    },
    {
      method: 'put',
      path: `${base}/{id}`,
      summary: o.summaries?.update ?? `Change ${a} ${lower}`,
      params,
      body,
      ok: saved,
      errors: [404],
    },
    {
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete ${a} ${lower}`,
      params,
      ok: S.Message,
      errors: [404, 409],
    },
  ]);
}
