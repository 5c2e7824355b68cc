import { layoutHtml, mailShopName, MailMessage } from './mail.service';

/** Longest name shown in a greeting; longer ones are cut (a name is chosen by whoever signs up). */
export const GREETING_NAME_MAX = 40;

/**
 * A person's name as a greeting shows it: control characters and runs of spaces removed,
 * cut to GREETING_NAME_MAX characters. Plain text: the HTML part escapes it (once).
 */
export function greetingName(name: string | null | undefined): string {
  const clean = (name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return 'there';
  const chars = [...clean];
  return chars.length > GREETING_NAME_MAX
    ? `${chars
        .slice(0, GREETING_NAME_MAX - 1)
        .join('')
        .trimEnd()}…`
    : clean;
}

export interface MailContent {
  to: string;
  subject: string;
  /** The recipient's name (plain text, as stored). */
  name: string | null | undefined;
  /** Plain-text lines, the same in both parts. */
  lines: string[];
  action?: { label: string; url: string };
}

/**
 * One message with a plain-text and an HTML part built from the same lines: the greeting,
 * each line, the action's link and the signature. Text goes into HTML escaped exactly once.
 */
export function composeMail(c: MailContent): MailMessage {
  const greeting = `Assalam o Alaikum ${greetingName(c.name)},`;
  const shopName = mailShopName();
  const text = [
    greeting,
    '',
    ...c.lines,
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    '',
    shopName,
  ].join('\n');
  return { to: c.to, subject: c.subject, text, html: layoutHtml(shopName, greeting, c.lines, c.action) };
}
