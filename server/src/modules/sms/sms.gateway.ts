/**
 * A generic HTTP SMS gateway. Pakistani gateways are plain HTTP APIs that differ only in
 * their URL, field names and how they say "sent", so the owner describes theirs as a
 * template with placeholders instead of the shop carrying one client per gateway:
 *
 * - Veevo Tech v3: POST https://api.veevotech.com/v3/sendsms, JSON
 *   `{"hash":"{apiKey}","receivernum":"{to}","sendernum":"{sender}","textmessage":"{message}"}`,
 *   answering `{"STATUS":"SUCCESSFUL",…}` or `{"STATUS":"ERROR","ERROR_DESCRIPTION":…}` with
 *   HTTP 200 (as public integrations of it send it, e.g. Veevo's v3 clients on GitHub);
 * - EOcean-style and Branded SMS Pakistan-style GET APIs:
 *   `https://gateway/api/send?user={username}&pwd={password}&sender={sender}&to={to}&msg={message}`,
 *   answering a line of text.
 *
 * Placeholders: {to}, {message}, {sender}, {username}, {password}, {apiKey}. In a URL they are
 * URL-encoded; in a JSON body template they are placed as JSON string values (escaped); in a
 * form body template (`a={x}&b={y}`) form-encoded. A gateway's "sent" is HTTP 2xx and, when
 * `successPattern` is set, that regular expression matching the answer (gateways answer 200
 * for refusals too). Nothing here is logged or put in an error: the URL may hold the password.
 */
import { ValidationError } from '../../shared/errors';
import { IntegrationError, send } from '../../platform/http/outbound';

export interface SmsGatewayConfig {
  /** The gateway's URL, placeholders allowed in its query. */
  url: string;
  method: 'GET' | 'POST';
  /** POST bodies: JSON (a JSON object template), form (a=b&c=d template), or none. */
  bodyFormat: 'json' | 'form' | 'none';
  bodyTemplate?: string;
  username?: string;
  password?: string;
  apiKey?: string;
  /** The sender id or mask the gateway registered for the shop. */
  sender?: string;
  /** A regular expression the answer must match to count as sent, e.g. "STATUS"\s*:\s*"SUCCESSFUL". */
  successPattern?: string;
  /** How the gateway wants the number: +923001234567 (e164), 923001234567 (international), 03001234567 (national). */
  numberFormat: 'e164' | 'international' | 'national';
  timeoutMs?: number;
}

export interface SentSms {
  /** The gateway's answer, cut to 500 characters (for the order history, never parsed further). */
  answer: string;
}

const PROVIDER = 'SMS gateway';
const PLACEHOLDER = /\{(to|message|sender|username|password|apiKey)\}/g;

/** An E.164 number (+923001234567) in the form the gateway wants. */
export function smsNumber(e164: string, format: SmsGatewayConfig['numberFormat']): string {
  if (!/^\+[1-9]\d{7,14}$/.test(e164))
    throw ValidationError.single('phone', 'The number must be in E.164 form (+923001234567).');
  if (format === 'e164') return e164;
  if (format === 'international') return e164.slice(1);
  // National form exists for Pakistan's numbers only: +92 3xx → 03xx.
  if (!e164.startsWith('+92'))
    throw ValidationError.single('phone', 'Only Pakistani numbers can be sent in national form (03…).');
  return '0' + e164.slice(3);
}

export class SmsGateway {
  constructor(private readonly config: SmsGatewayConfig) {
    // A template that cannot be used is refused when the gateway is built, not at the first order.
    if (config.method === 'POST' && config.bodyFormat === 'json') jsonTemplate(config.bodyTemplate ?? '');
    if (config.successPattern) new RegExp(config.successPattern);
  }

  async send(toE164: string, message: string): Promise<SentSms> {
    const c = this.config;
    const values: Record<string, string> = {
      to: smsNumber(toE164, c.numberFormat),
      message,
      sender: c.sender ?? '',
      username: c.username ?? '',
      password: c.password ?? '',
      apiKey: c.apiKey ?? '',
    };
    const url = c.url.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name]));
    const init: RequestInit = { method: c.method, headers: { accept: 'application/json, text/plain, */*' } };
    if (c.method === 'POST' && c.bodyFormat === 'json') {
      init.body = JSON.stringify(fill(jsonTemplate(c.bodyTemplate ?? ''), values));
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    } else if (c.method === 'POST' && c.bodyFormat === 'form') {
      init.body = formBody(c.bodyTemplate ?? '', values);
      init.headers = { ...init.headers, 'content-type': 'application/x-www-form-urlencoded' };
    }
    const res = await send(PROVIDER, url, init, c.timeoutMs);
    const answer = res.body.toString('utf8').slice(0, 500);
    if (res.status < 200 || res.status >= 300)
      throw new IntegrationError(PROVIDER, `the gateway answered HTTP ${res.status}`, { status: res.status });
    if (c.successPattern && !new RegExp(c.successPattern).test(answer))
      throw new IntegrationError(PROVIDER, `the gateway did not accept the message: ${oneLine(answer)}`, {
        status: res.status,
      });
    return { answer };
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function jsonTemplate(template: string): Json {
  try {
    const parsed = JSON.parse(template) as Json;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    /* reported below */
  }
  throw new IntegrationError(PROVIDER, 'the JSON body template is not a JSON object');
}

/** Placeholders replaced inside every string of the template (JSON.stringify escapes them). */
function fill(node: Json, values: Record<string, string>): Json {
  if (typeof node === 'string') return node.replace(PLACEHOLDER, (_, name: string) => values[name]);
  if (Array.isArray(node)) return node.map((n) => fill(n, values));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v, values)]));
  return node;
}

function formBody(template: string, values: Record<string, string>): string {
  const form = new URLSearchParams();
  for (const pair of template.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    form.append(
      key,
      value.replace(PLACEHOLDER, (_, name: string) => values[name]),
    );
  }
  return form.toString();
}
