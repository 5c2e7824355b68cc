import {
  IntegrationError,
  joinUrl,
  jsonBody,
  looksLikePdf,
  send,
  sendJson,
  type OutboundResponse,
} from '../../../platform/http/outbound';
import { ValidationError } from '../../../shared/errors';

type Body = Record<string, unknown>;

/** Throws the courier's IntegrationError unless `body` is a success; `path` names the call. */
export type AnswerCheck = (status: number, body: Body, path: string) => void;

/** One courier's HTTP API: JSON calls and PDFs below its base URL, each answer checked its way. */
export class CourierHttp {
  /** `headers`: what every call carries (the credentials). */
  constructor(
    private readonly provider: string,
    private readonly config: { baseUrl: string; timeoutMs?: number },
    private readonly headers: Record<string, string>,
    private readonly check: AnswerCheck,
  ) {}

  /** A JSON call (`payload` sent as the JSON body when given), its answer checked. */
  async json(method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown): Promise<Body> {
    const { status, body } = await sendJson(
      this.provider,
      joinUrl(this.config.baseUrl, path),
      method,
      { ...this.headers, accept: 'application/json' },
      payload,
      this.config.timeoutMs,
    );
    this.check(status, body, path);
    return body;
  }

  /** A PDF (airway bills); a JSON answer instead is the courier's refusal. */
  async pdf(path: string): Promise<Buffer> {
    const url = joinUrl(this.config.baseUrl, path);
    const res = await send(
      this.provider,
      url,
      { method: 'GET', headers: this.headers },
      this.config.timeoutMs,
    );
    if (res.headers.get('content-type')?.includes('json'))
      this.check(res.status, jsonBody(this.provider, res) as Body, path);
    return pdfOf(this.provider, res);
  }

  /** The answer has no `key` the booking needs: the courier's protocol changed or the call failed silently. */
  missing(key: string): IntegrationError {
    return new IntegrationError(this.provider, `the booking answer carries no ${key}`);
  }
}

/** The list under `key` of an answer (empty when it is absent or not a list). */
export function listIn(body: unknown, key: string): unknown[] {
  const list = body && typeof body === 'object' ? (body as Body)[key] : undefined;
  return Array.isArray(list) ? list : [];
}

/** The airway bill's bytes, or an error saying what came instead. */
export function pdfOf(courier: string, res: OutboundResponse): Buffer {
  if (res.status >= 400)
    throw new IntegrationError(courier, `the airway bill answered HTTP ${res.status}`, {
      status: res.status,
    });
  if (!looksLikePdf(res.body))
    throw new IntegrationError(courier, 'the airway bill is not a PDF', { status: res.status });
  return res.body;
}

/** The city the courier lists by the shop's name of it (case and spaces aside); a 422 on `city` when none. */
export function cityNamed<C extends { name: string }>(courier: string, cities: C[], name: string): C {
  const city = cities.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (!city)
    throw ValidationError.single('city', `${courier} does not deliver to "${name}".`, 'CITY_NOT_SERVED');
  return city;
}

/** A courier's error as one line: its text, or its texts by field. */
export function errorText(error: unknown): string {
  return error && typeof error === 'object' ? Object.values(error).flat().join(' ') : String(error);
}
