/**
 * /api/docs: the OpenAPI document as one readable page, rendered on the server from the
 * document itself: every path with its parameters, body and answers, every shape as a table
 * of fields. Plain HTML and one style sheet in the page: no script (the shop's
 * Content-Security-Policy allows none inline) and nothing fetched, so it works offline.
 */
import { escapeHtml } from '../../shared/html';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document, walked as plain JSON
type Json = Record<string, any>;

const esc = (s: unknown) => escapeHtml(String(s ?? ''));

const refName = (ref: string) => ref.replace('#/components/schemas/', '');
const anchor = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-');

/** A schema's type in a few words, shapes linked to their tables. */
function typeOf(s: Json | undefined): string {
  if (!s || !Object.keys(s).length) return 'any';
  if (s.$ref) return `<a href="#schema-${anchor(refName(s.$ref))}">${esc(refName(s.$ref))}</a>`;
  if (s.anyOf) return (s.anyOf as Json[]).map(typeOf).join(' | ');
  if (s.oneOf) return (s.oneOf as Json[]).map(typeOf).join(' | ');
  if (s.enum) return (s.enum as unknown[]).map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
  if (s.const !== undefined) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  // A multipart file part has no `type` (OpenAPI 3.1), only its format.
  const types = ([] as string[]).concat(s.type ?? (s.format === 'binary' ? 'file' : []));
  return types
    .map((t) => {
      if (t === 'array') return `array of ${typeOf(s.items)}`;
      if (t === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
        return `map of ${typeOf(s.additionalProperties)}`;
      return esc(s.format ? `${t} (${s.format})` : t);
    })
    .join(' | ');
}

/** What else a schema says: bounds, pattern, its description. */
function notes(s: Json | undefined): string {
  if (!s) return '';
  const bits: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined)
    bits.push(`${s.minLength ?? 0} to ${s.maxLength ?? '…'} characters`);
  if (s.minimum !== undefined || s.maximum !== undefined)
    bits.push(`from ${s.minimum ?? '…'} to ${s.maximum ?? '…'}`);
  if (s.pattern) bits.push(`pattern <code>${esc(s.pattern)}</code>`);
  if (s.description) bits.push(esc(s.description));
  return bits.join('; ');
}

/** An object's fields as rows (nested objects indented under their field). */
function fieldRows(s: Json, depth = 0): string {
  if (s.type === 'array' && s.items && !s.items.$ref) return fieldRows(s.items, depth);
  if (s.type !== 'object' || !s.properties) return '';
  const required = new Set<string>(s.required ?? []);
  return Object.entries(s.properties as Record<string, Json>)
    .map(([name, field]) => {
      const inner = field.type === 'array' ? field.items : field;
      const nested = inner && !inner.$ref && inner.type === 'object' ? fieldRows(inner, depth + 1) : '';
      return (
        `<tr><td style="padding-left:${0.5 + depth * 1.5}em"><code>${esc(name)}</code>${required.has(name) ? '' : ' <span class="opt">optional</span>'}</td>` +
        `<td>${typeOf(field)}</td><td>${notes(field)}</td></tr>${nested}`
      );
    })
    .join('');
}

function schemaBlock(s: Json | undefined): string {
  if (!s) return '';
  const rows = s.$ref ? '' : fieldRows(s);
  return rows
    ? `<table><thead><tr><th>field</th><th>type</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${typeOf(s)}${notes(s) ? ` — ${notes(s)}` : ''}</p>`;
}

function operationSection(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody?.content as Json | undefined;
  const [bodyType, bodyMedia] = body ? (Object.entries(body)[0] as [string, Json]) : [];
  const responses = Object.entries(op.responses as Record<string, Json>);
  return `<section class="op" id="${anchor(`${method} ${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${esc(path)}</code></h3>
<p>${esc(op.summary)}${op.description ? ` ${esc(op.description)}` : ''}</p>
${op['x-role'] ? `<p class="auth">Bearer token of a${op['x-role'] === 'ADMIN' ? 'n admin' : ' customer'} (<code>Authorization: Bearer …</code>).</p>` : ''}
${
  params.length
    ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>notes</th></tr></thead><tbody>${params
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code>${p.required ? '' : ' <span class="opt">optional</span>'}</td><td>${esc(p.in)}</td><td>${typeOf(p.schema)}</td><td>${[esc(p.description ?? ''), notes(p.schema)].filter(Boolean).join('; ')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
${bodyMedia ? `<h4>Body (<code>${esc(bodyType)}</code>)</h4>${schemaBlock(bodyMedia.schema)}` : ''}
<h4>Answers</h4><table><thead><tr><th>status</th><th>when</th><th>body</th></tr></thead><tbody>${responses
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema as Json | undefined;
      const other = r.content && !schema ? Object.keys(r.content as Json)[0] : '';
      return `<tr><td>${esc(status)}</td><td>${esc(r.description)}</td><td>${schema ? typeOf(schema) : esc(other ?? '')}</td></tr>`;
    })
    .join('')}</tbody></table>
${responses
  .filter(
    ([status, r]) =>
      status === '200' && r.content?.['application/json'] && !r.content['application/json'].schema?.$ref,
  )
  .map(([, r]) => `<h4>200 body</h4>${schemaBlock(r.content['application/json'].schema)}`)
  .join('')}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70em;padding:1em 2em;color:#222}
h1{margin-bottom:.2em}h2{border-bottom:2px solid #eee;margin-top:2em}h3{margin:.2em 0}h4{margin:.8em 0 .3em}
table{border-collapse:collapse;width:100%;margin:.3em 0}th,td{border:1px solid #ddd;padding:.25em .5em;text-align:left;vertical-align:top}
th{background:#f6f6f6}code{font:13px ui-monospace,monospace}.op{border:1px solid #e3e3e3;border-radius:6px;padding:.8em 1em;margin:1em 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:.1em .4em}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#8e5a00}.delete{background:#b71c1c}
.opt{color:#777;font-size:12px}.auth{color:#6a1b9a}nav ul{columns:2;padding-left:1.2em}`;

/** The whole page. */
export function docsPage(doc: Json): string {
  const ops: Array<{ tag: string; path: string; method: string; op: Json }> = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>))
    for (const [method, op] of Object.entries(item))
      ops.push({ tag: op.tags?.[0] ?? 'Other', path, method, op });
  const tags = [...new Set(ops.map((o) => o.tag))];
  const schemas = Object.entries((doc.components?.schemas ?? {}) as Record<string, Json>);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)}</title><style>${STYLE}</style></head><body>
<h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav><h2>Paths</h2>${tags
    .map(
      (tag) =>
        `<h3>${esc(tag)}</h3><ul>${ops
          .filter((o) => o.tag === tag)
          .map(
            (o) =>
              `<li><a href="#${anchor(`${o.method} ${o.path}`)}"><code>${o.method.toUpperCase()} ${esc(o.path)}</code></a> ${esc(o.op.summary)}</li>`,
          )
          .join('')}</ul>`,
    )
    .join('')}</nav>
${tags
  .map(
    (tag) =>
      `<h2>${esc(tag)}</h2>${ops
        .filter((o) => o.tag === tag)
        .map((o) => operationSection(o.path, o.method, o.op))
        .join('')}`,
  )
  .join('')}
<h2>Shapes</h2>${schemas
    .map(
      ([name, s]) =>
        `<section class="op" id="schema-${anchor(name)}"><h3><code>${esc(name)}</code></h3>${s.description ? `<p>${esc(s.description)}</p>` : ''}${schemaBlock(s)}</section>`,
    )
    .join('')}
</body></html>`;
}
