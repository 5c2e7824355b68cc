/** A real SMTP server on loopback (smtp-server) that keeps every message it receives. */
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

export async function startSmtp() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d) => (raw += d));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first link in the newest mail to `to` that starts with `prefix`. */
    linkFor(to: string, prefix: string): string {
      const mail = [...mails].reverse().find((m) => m.to.includes(to));
      const link = mail?.text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.startsWith(prefix));
      if (!link) throw new Error(`no link starting with ${prefix} in mail to ${to}`);
      return link.replace(/&amp;/g, '&');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
