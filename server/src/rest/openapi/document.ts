/**
 * The REST adapter's OpenAPI 3.1 document, built from operations.ts. Schemas are JSON Schema
 * 2020-12 (OpenAPI 3.1's own dialect) made by zod itself (`z.toJSONSchema`): request bodies
 * from the shared inputs the routes parse with, answers from shapes.ts. Named shapes (a zod
 * schema with `.meta({ id })`) become components, referenced wherever they appear.
 */
import { mayUseRoute } from '../../modules/access';
import { objectOf } from '../../shared/inputs/fields';
import { z } from 'zod';
import type { Operation } from './operation';
import { OPERATIONS } from './operations';
import * as S from './shapes';

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  302: 'Redirect',
  400: 'Malformed input (nested too deep)',
  401: 'No valid bearer token',
  403: 'A token of another role, or not allowed',
  404: 'Not found',
  409: 'Changed since it was read',
  415: 'The body is not JSON (or multipart where the path takes files)',
  422: 'Invalid input',
  429: 'Too many attempts: wait, then try again',
  503: 'Not available now (a service not configured, or the database unreachable)',
};

/** Converts a schema, moving the named shapes it holds into `components` and pointing at them. */
function converter(components: Json) {
  return (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    delete json.$schema;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (!node || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [k, v] of Object.entries(node)) {
        // zod bounds every integer by JavaScript's safe range: noise in a document.
        if ((k === 'minimum' || k === 'maximum') && Math.abs(v as number) === Number.MAX_SAFE_INTEGER)
          continue;
        out[k] =
          k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) components[name] ??= rewrite(def);
    // A named shape at the top is a reference to its component.
    const id = (schema.meta() as { id?: string } | undefined)?.id;
    if (id) {
      const { ...own } = rewrite(json) as Json;
      components[id] ??= own;
      return { $ref: `#/components/schemas/${id}` };
    }
    return rewrite(json) as Json;
  };
}

function operationObject(op: Operation, convert: ReturnType<typeof converter>): Json {
  const parameters: Json[] = [];
  for (const [name, description] of Object.entries(op.params ?? {}))
    parameters.push({
      name,
      in: 'path',
      required: true,
      description,
      schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    });
  if (op.query) {
    const shape = op.query.shape as Record<string, z.ZodType>;
    for (const [name, schema] of Object.entries(shape)) {
      const { description, ...json } = convert(schema, 'input') as Json & { description?: string };
      parameters.push({
        name,
        in: 'query',
        required: !schema.safeParse(undefined).success,
        description,
        schema: json,
      });
    }
  }
  const error = (status: number) => ({
    description: STATUS_TEXT[status],
    content: {
      'application/json': {
        schema: convert(
          status === 422 ? S.ValidationErrorAnswer : status === 409 ? S.ConflictAnswer : S.ErrorAnswer,
          'output',
        ),
      },
    },
  });
  const statuses = new Set(op.errors ?? []);
  if (op.role) [401, 403].forEach((s) => statuses.add(s));
  if (op.body || op.multipart) [415, 422].forEach((s) => statuses.add(s));
  const responses: Json =
    'redirect' in op.ok
      ? { 302: { description: op.ok.redirect, headers: { Location: { schema: { type: 'string' } } } } }
      : 'file' in op.ok
        ? {
            200: {
              description: op.ok.file,
              content: { [op.ok.contentType]: { schema: { type: 'string', format: 'binary' } } },
            },
          }
        : {
            200: {
              description: 'Done',
              content: { 'application/json': { schema: convert(op.ok, 'output') } },
            },
          };
  for (const status of [...statuses].sort()) responses[status] = error(status);
  const body = op.body
    ? // A cross-checked input is described by the object inside it.
      {
        required: true,
        content: { 'application/json': { schema: convert(objectOf(op.body) ?? op.body, 'input') } },
      }
    : op.multipart
      ? { required: true, content: { 'multipart/form-data': { schema: convert(op.multipart, 'input') } } }
      : undefined;
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(op.role ? { security: [{ bearer: [] }], 'x-role': op.role } : {}),
    // Back-office paths are the owner's; `x-staff` says a staff account may use this one too.
    ...(op.role === 'ADMIN'
      ? { 'x-staff': mayUseRoute('STAFF', op.method.toUpperCase(), op.path.replace(/\{(\w+)\}/g, ':$1')) }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

let built: Json | undefined;

/** The document (built once: the routes and shapes do not change while the shop runs). */
export function openApiDocument(): Json {
  if (built) return built;
  const components: Json = {};
  const convert = converter(components);
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op, convert);
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Crochet shop REST API',
      version: '1.0.0',
      description:
        'The REST adapter for mobile and partner apps: every path of the original shop, under /api. Money is in rupees; ' +
        'errors carry `status` and `message`, and invalid input a 422 with `errors` (field → messages). See docs/rest.md.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api' }],
    tags: [...new Set(OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token a sign-in answers; `x-role` on an operation names the role it needs.',
        },
      },
    },
  };
  return built;
}
