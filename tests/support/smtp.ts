/** A real SMTP server on loopback (smtp-server) that keeps every message it receives. */
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitUntil } from './wait';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The whole message, quoted-printable undone (for finding links). */
  text: string;
  /** The plain-text and the HTML part, each decoded to UTF-8. */
  parts: { text: string; html: string };
  messageId: string;
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3))) {
        bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The text/plain and text/html parts of a multipart/alternative message (nodemailer's shape). */
export function mimeParts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const out = { text: '', html: '' };
  if (!boundary) return out;
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const body = part
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n$/, '');
    if (/^Content-Type:\s*text\/plain/im.test(headers))
      out.text = decodeBody(headers, body).replace(/\r\n/g, '\n');
    if (/^Content-Type:\s*text\/html/im.test(headers))
      out.html = decodeBody(headers, body).replace(/\r\n/g, '\n');
  }
  return out;
}

/**
 * `port`: listen there (a server started again where a stopped one was, for "the mail server
 * is back" tests). `hold`: read each message but never answer it, as a mail server that hangs
 * mid-delivery; `received` counts such messages, which are not captured (never accepted).
 */
export async function startSmtp(opts: { port?: number; hold?: boolean } = {}) {
  const mails: CapturedMail[] = [];
  const seen = { received: 0 };
  let holdNext: ((release: () => void) => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() ends sessions still open (a held delivery) after 200 ms instead of 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d) => (raw += d));
      stream.on('end', () => {
        seen.received++;
        if (opts.hold) return; // no answer: the sender waits
        const accept = () => {
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
          const messageId = /^Message-ID:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject,
            text: decodeQuotedPrintable(raw),
            parts: mimeParts(raw),
            messageId,
          });
          callback();
        };
        const held = holdNext;
        holdNext = null;
        if (held) held(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Messages read so far, answered or held. */
    get received() {
      return seen.received;
    },
    /**
     * Holds the answer to the next message until `release()` (then it is accepted and captured);
     * resolves once that message has been read, as a mail server that has the message and has
     * not said so yet.
     */
    holdNext: () =>
      new Promise<{ release: () => void }>((resolve) => {
        holdNext = (release) => resolve({ release });
      }),
    /** Mails whose subject is `subject`. */
    withSubject: (subject: string) => mails.filter((m) => m.subject === subject),
    /** The first link in the newest mail to `to` that starts with `prefix`. */
    linkFor(to: string, prefix: string): string {
      const mail = [...mails].reverse().find((m) => m.to.includes(to));
      const link = mail?.text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.startsWith(prefix));
      if (!link) throw new Error(`no link starting with ${prefix} in mail to ${to}`);
      return link.replace(/&amp;/g, '&');
    },
    /** linkFor once such a mail has arrived: mails are delivered by the job worker, after the request that caused them. */
    async waitForLink(to: string, prefix: string, ms = 15_000): Promise<string> {
      const find = () => [...mails].reverse().find((m) => m.to.includes(to) && m.text.includes(prefix));
      await waitUntil(() => !!find(), ms);
      return find()!
        .text.match(/https?:\/\/[^\s"<>]+/g)!
        .find((l) => l.startsWith(prefix))!
        .replace(/&amp;/g, '&');
    },
    /** Waits until `count` mails to `to` have arrived; answers them. */
    async waitForMails(to: string, count: number, ms = 15_000): Promise<CapturedMail[]> {
      const to_ = () => mails.filter((m) => m.to.includes(to));
      await waitUntil(() => to_().length >= count, ms);
      return to_();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
