import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const BASE_URL = () => process.env.E2E_URL!;
export const SCREENSHOTS = path.resolve(__dirname, '../../../test-artifacts/screenshots');

export async function launch(): Promise<Browser> {
  // Playwright already starts Chromium headless, without the sandbox, first-run or background updates.
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--disable-gpu'],
  });
}

/** A page that records console errors and uncaught exceptions, to assert there are none. */
export async function newPage(
  browser: Browser,
  width = 1280,
  options: { timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: BASE_URL(),
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  // Server-rendered pages are readable before their script runs; tests act once the app is live.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  return { context, page, errors };
}

/** Until the app has hydrated (or rendered) the page: `<html data-app="ready">`. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/**
 * Saves what the page shows. After a scroll, Chromium paints a region it has not rasterized yet
 * in its layer's background colour (the text missing) until a frame with it is drawn: two frames
 * are waited for first (when the page runs scripts), so the picture is the page as a shopper sees it.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(async () => {
    // With JavaScript off no frame callback runs (and `<noscript>` parses its content): no wait.
    const noscript = document.createElement('noscript');
    noscript.innerHTML = '<i></i>';
    if (noscript.childElementCount) return;
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/**
 * The newest mail in the server's mail folder (DATA_DIR/mail) sent to `to` that contains
 * `containing`, decoded; waits for it, since the job worker delivers mails after the request.
 */
/**
 * A stored message as text: the headers' encoded words (RFC 2047, Q form; adjacent ones joined)
 * and quoted-printable undone, the bytes read as UTF-8 (Urdu names in subjects and bodies).
 */
function decodeMail(raw: string): string {
  const bytes = raw
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function latestMail(to: string, containing = '', ms = 15_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  for (const end = Date.now() + ms; ;) {
    const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const raw = readFileSync(path.join(dir, f), 'latin1');
      if (!raw.includes(`To: ${to}`)) continue;
      const mail = decodeMail(raw);
      if (mail.includes(containing)) return mail;
    }
    if (Date.now() > end) throw new Error(`no mail to ${to}${containing ? ` with ${containing}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function linkIn(mail: string, prefix: string): string {
  const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(prefix));
  if (!link) throw new Error(`no ${prefix} link in mail`);
  return link.replace(/&amp;/g, '&');
}

/**
 * The shop's REST API as a test's own setup calls it (an admin's token, a product, an order),
 * beside what the browser does: the JSON answer, with the HTTP status as `status` when the
 * body has none.
 */
export async function api(method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${BASE_URL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  return Array.isArray(json) ? json : { status: res.status, ...json };
}
