/**
 * What the every-page browser tests share: axe-core on a page (WCAG 2.0-2.2 A and AA), the audit
 * of a route at a width, waiting for transitions, overlap of fixed elements, and the shop's
 * confirm-link signer. The set-up calls and signing in are in shop.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ConfirmLinks } from '../../../server/src/modules/sms';
import { BASE_URL } from './browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WIDTHS = [375, 1280] as const;

/** Violations axe-core finds on the page as it is (WCAG 2.0-2.2, levels A and AA), as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v: any) =>
      v.nodes.map((n: any) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary.split('\n')[1] ?? ''})`),
    );
  });
  return violations;
}

/** Opens `route`, waits until its heading and data are there, and runs axe; returns "route @ width: violation" lines. */
export async function audit(
  page: Page,
  route: string,
  width: number,
  ready?: (page: Page) => Promise<unknown>,
) {
  await page.setViewportSize({ width, height: 900 });
  // The SMS link's page is the server's own HTML, without the app (nothing to wait for).
  if (route.startsWith('/order/confirm/')) await page.mainFrame().goto(BASE_URL() + route);
  else await page.goto(route);
  await page.locator('h1').first().waitFor();
  if (ready) await ready(page);
  // Nothing still loading in place of the page (the shop's own spinner below its list stays: it loads more on scrolling).
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy=true], main > div > .chakra-spinner, main > div > .spinner'),
  );
  // No transition under way (a fading spinner or card is measured at its final colours).
  await transitionsDone(page);
  return (await axeViolations(page)).map((v) => `${route} @ ${width}: ${v}`);
}

/** Until every finite animation or transition has ended (a spinner's endless turn is not waited for). */
export const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );

export const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The chat button does not cover `field` (it is hidden, or their boxes are apart). */
export async function chatClearOf(page: Page, field: Locator) {
  const chat = page.getByTestId('chat-button');
  if (!(await chat.isVisible())) return true;
  const [a, b] = [await chat.boundingBox(), await field.boundingBox()];
  return !a || !b || !boxesOverlap(a, b);
}

/** The shop's confirm-link signer, keyed with the secret development keeps in its DATA_DIR. */
export const confirmLinks = () =>
  new ConfirmLinks(
    readFileSync(path.join(process.env.E2E_DATA_DIR!, 'secrets', 'jwt-secret'), 'utf8').trim(),
  );

/** Waits until each of `messages` is on the page. */
export async function showsEach(page: Page, messages: readonly string[]) {
  for (const m of messages) await page.getByText(m, { exact: true }).waitFor();
}

/** What the alternative product form (/admin/products/form) says when sent empty. */
export const ALTERNATIVE_FORM_REQUIRED = [
  'Product name is required',
  'Base price is required',
  'Please select a category',
  'SKU is required',
  'Price is required',
  'Stock is required',
  'Size is required',
  'Color is required',
] as const;
