/**
 * The REST adapter's OpenAPI document as a checker: the operations the document states, and
 * calls through real HTTP whose answers must be ones the document states (the status, and the
 * JSON body against its schema with ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it), each
 * operation's statuses remembered.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { TestServer } from './test-server';

export type OpenApiChecker = Awaited<ReturnType<typeof openApiChecker>>;

/** The document `t` serves, and a checker of answers against it. */
export async function openApiChecker(t: TestServer) {
  const res = await fetch(`${t.url}/api/openapi.json`);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const doc = await res.json();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc, 'openapi.json');
  /** `METHOD /template` → statuses seen. */
  const seen = new Map<string, Set<number>>();

  const documented = () =>
    Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
    );

  /** The document's template for a concrete path (`/product-details/7` → `/product-details/{id}`). */
  function templateOf(path: string): string {
    // A literal path first (`/admin/products/export` is not `/admin/products/{id}`).
    const found =
      Object.keys(doc.paths).find((tpl) => tpl === path) ??
      Object.keys(doc.paths).find((tpl) => new RegExp(`^${tpl.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
    if (!found) throw new Error(`no documented path for ${path}`);
    return found;
  }

  /** A call through real HTTP whose answer must be one the document states for it, in the documented shape. */
  async function call(
    method: string,
    path: string,
    status: number,
    options: { token?: string; body?: unknown; form?: FormData } = {},
  ): Promise<any> {
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    const body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (res.status !== status)
      throw new Error(`${method} ${path}: ${res.status} instead of ${status}: ${text.slice(0, 400)}`);
    const template = templateOf(path.split('?')[0]);
    const key = `${method.toUpperCase()} ${template}`;
    const response = doc.paths[template][method.toLowerCase()]?.responses?.[String(status)];
    if (!response) throw new Error(`${key} answered ${status}, which its document does not state`);
    if (response.content?.['application/json']) {
      const pointer = `openapi.json#/paths/${template.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
      if (!validate(body))
        throw new Error(`${key} ${status}: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`);
    }
    seen.set(key, (seen.get(key) ?? new Set()).add(status));
    return body;
  }

  return { doc, seen, documented, call };
}
