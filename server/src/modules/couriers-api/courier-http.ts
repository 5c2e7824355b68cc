import { IntegrationError, joinUrl, jsonBody, send, sendJson } from '../../platform/http/outbound';
import { pdfOf } from './shipment';

type Body = Record<string, unknown>;

export interface CourierHttpOptions {
  /** The courier's name, as errors and logs show it. */
  provider: string;
  baseUrl: string;
  /** What every call carries (the credentials). */
  headers: Record<string, string>;
  timeoutMs?: number;
  /** Throws the courier's IntegrationError unless `body` is a success; `path` names the call. */
  check(status: number, body: Body, path: string): void;
}

/** One courier's HTTP API: JSON calls and PDFs below its base URL, each answer checked its way. */
export class CourierHttp {
  constructor(private readonly options: CourierHttpOptions) {}

  get provider(): string {
    return this.options.provider;
  }

  /** A JSON call (`payload` sent as the JSON body when given), its answer checked. */
  async json(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown): Promise<Body> {
    const o = this.options;
    const { status, body } = await sendJson(
      o.provider,
      joinUrl(o.baseUrl, path),
      method,
      { ...o.headers, accept: 'application/json' },
      payload,
      o.timeoutMs,
    );
    o.check(status, body, path);
    return body;
  }

  /** A PDF (airway bills); a JSON answer instead is the courier's refusal. */
  async pdf(path: string): Promise<Buffer> {
    const o = this.options;
    const res = await send(
      o.provider,
      joinUrl(o.baseUrl, path),
      { method: 'GET', headers: o.headers },
      o.timeoutMs,
    );
    if (res.headers.get('content-type')?.includes('json'))
      o.check(res.status, jsonBody(o.provider, res) as Body, path);
    return pdfOf(o.provider, res);
  }

  /** The answer has no `key` the booking needs: the courier's protocol changed or the call failed silently. */
  missing(key: string): IntegrationError {
    return new IntegrationError(this.options.provider, `the booking answer carries no ${key}`);
  }
}

/** The list under `key` of an answer (empty when it is absent or not a list). */
export function listIn(body: unknown, key: string): unknown[] {
  const list = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return Array.isArray(list) ? list : [];
}
