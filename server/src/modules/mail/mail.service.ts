import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { escapeHtml } from '../../shared/html';
import { DEFAULT_SHOP_NAME } from '../../shared/inputs/shop-contact';

/**
 * The shop's name every mail is signed and headed with, and sent under when MAIL_FROM names no
 * sender: the owner's setting, handed over by the composition root (services.ts) whenever it changes.
 */
let shopName = DEFAULT_SHOP_NAME;
export function setMailShopName(name: string): void {
  shopName = name;
}
export const mailShopName = (): string => shopName;

/** A sender with a name: MAIL_FROM as given when it names one, else the bare address under the shop's name. */
export function mailSender(from: string, name = shopName): string {
  return from.includes('<') ? from : `${name} <${from.trim()}>`;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID per event, so a receiver can drop a rare repeat (`<...@host>`). */
  messageId?: string;
}

/**
 * Delivery of one message: SMTP when SMTP_URL is set; otherwise (never in production) each
 * message is written to DATA_DIR/mail/*.eml and its links are logged, so a local user can
 * follow them. Services do not call this: they enqueue through MailOutbox (mail.outbox.ts) in
 * their transaction, and the worker calls `send`.
 */
export class MailService {
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.toFiles = !config.smtpUrl;
    // Pooled: a few connections reused for many messages (no TCP and SMTP handshake per mail).
    // Bounded waits: a stuck mail server fails the attempt (the job is retried later) instead of holding a worker for minutes.
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          pool: true,
          maxConnections: 4,
          maxMessages: 500,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as never)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  private outbox: Promise<unknown> | null = null;

  async send(msg: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: mailSender(this.config.mailFrom), ...msg });
    if (this.toFiles) {
      const links = msg.text.match(/https?:\/\/\S+/g) ?? [];
      const file = path.join(
        this.config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      const message = (info as unknown as { message: Buffer }).message;
      // The outbox directory is made once, and again only if it disappears.
      await (this.outbox ??= mkdir(this.config.mailDir, { recursive: true }).catch((err) => {
        this.outbox = null;
        throw err;
      }));
      await writeFile(file, message).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        await mkdir(this.config.mailDir, { recursive: true });
        await writeFile(file, message);
      });
      // Links carry live tokens: logged for a local user only, never in production (which always has SMTP_URL).
      this.logger.info(
        { to: msg.to, subject: msg.subject, file, ...(this.config.isProduction ? {} : { links }) },
        'mail written to the mail folder',
      );
    } else {
      this.logger.info({ to: msg.to, subject: msg.subject }, 'mail sent');
    }
  }
}

/** A plain, friendly HTML body with one call-to-action link. */
export function layoutHtml(
  shopName: string,
  greeting: string,
  lines: string[],
  action?: { label: string; url: string },
): string {
  const body = lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#c45d3b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b5a50">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#3d302a;background:#fffaf4;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:12px"><h2 style="color:#843a25;margin-top:0">${escapeHtml(shopName)}</h2><p>${escapeHtml(greeting)}</p>${body}${button}</div></body></html>`;
}
