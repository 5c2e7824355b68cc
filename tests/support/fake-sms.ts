/**
 * A local fake of Pakistani HTTP SMS gateways, in the two shapes they come in:
 *
 * - Veevo Tech's v3 API: POST /v3/sendsms with JSON { hash, receivernum, sendernum,
 *   textmessage }, answering HTTP 200 with { STATUS: "SUCCESSFUL", MESSAGE_ID } or
 *   { STATUS: "ERROR", ERROR_DESCRIPTION } (as Veevo's public integrations call it, e.g.
 *   ahsan-Zunf/Zunf-Medicare-Website Backend/VEEVOTECH_SETUP.md, "hash … receivernum …
 *   sendernum … textmessage"; endpoint https://api.veevotech.com/v3/sendsms);
 * - query-string gateways (EOcean, Branded SMS Pakistan style): GET or form POST /api/send with
 *   user, pwd, sender, to, msg, answering a line of text ("Message Sent Successfully…" or the
 *   reason) with HTTP 200 either way.
 *
 * Both accept only the credentials they were started with; `failNext` answers the next call
 * with an HTTP error (an outage), `hangNext` never answers it.
 */
import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeAnswer, type FakeRequest } from './fake-http';

export interface ReceivedSms {
  gateway: 'veevo' | 'query';
  to: string;
  text: string;
  sender: string;
  id: string;
}

export async function startFakeSms(credentials: { hash: string; user: string; pwd: string }) {
  const messages: ReceivedSms[] = [];
  const failures: FakeAnswer[] = [];

  function handle(req: FakeRequest): FakeAnswer {
    const failure = failures.shift();
    if (failure) return failure;
    const id = randomBytes(6).toString('hex');
    if (req.path === '/v3/sendsms' && req.method === 'POST') {
      const b = req.json ?? {};
      if (b.hash !== credentials.hash)
        return { json: { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid hash key' } };
      if (!b.receivernum || !b.textmessage)
        return { json: { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Required parameter missing' } };
      if (!/^(92|0)3\d{9}$/.test(b.receivernum))
        return { json: { STATUS: 'ERROR', ERROR_DESCRIPTION: 'Invalid receiver number' } };
      messages.push({
        gateway: 'veevo',
        to: b.receivernum,
        text: b.textmessage,
        sender: b.sendernum ?? '',
        id,
      });
      return { json: { STATUS: 'SUCCESSFUL', MESSAGE_ID: id } };
    }
    if (req.path === '/api/send') {
      const p = req.method === 'POST' ? new URLSearchParams(req.form ?? {}) : req.query;
      if (p.get('user') !== credentials.user || p.get('pwd') !== credentials.pwd)
        return { text: 'Error: Invalid username or password' };
      const to = p.get('to') ?? '';
      if (!/^(\+?92|0)3\d{9}$/.test(to)) return { text: 'Error: Invalid mobile number' };
      messages.push({ gateway: 'query', to, text: p.get('msg') ?? '', sender: p.get('sender') ?? '', id });
      return { text: `Message Sent Successfully! ID: ${id}` };
    }
    return { status: 404, text: 'Not Found' };
  }

  const server = await startFakeServer(handle);
  return {
    ...server,
    messages,
    failNext(status = 503, text = 'Service Unavailable') {
      failures.push({ status, text });
    },
  };
}
