/**
 * The script of a server-rendered page (the server puts it in place of the app's entry).
 * The page is already readable, so the app's JavaScript waits until the page has loaded
 * (its above-the-fold images: the largest paint) and painted; then all of it is requested
 * at once (this page's chunks too), and evaluated one chunk per task, libraries first and
 * the app's entry last (which hydrates): short tasks, so the page stays responsive.
 * Imports nothing: it is the only script the HTML asks for.
 */
interface Boot {
  /** Every chunk the page needs. */
  preload: string[];
  /** The app's chunks in evaluation order, its entry last. */
  stages: string[];
  /** Chunks the page loads when first needed (Chakra's, for a drawer, a dialog or a toast). */
  later?: string[];
}

function readBoot(): Boot | null {
  try {
    return JSON.parse(document.getElementById('ssr-boot')?.textContent ?? 'null') as Boot | null;
  } catch {
    return null;
  }
}

/**
 * Waits for the storefront's whole stylesheet (the page's head inlines only the CSS its own
 * markup uses, and loads the rest as a print stylesheet, which holds back no paint) to have
 * loaded, or failed to. The app turns it on when a render first needs more than the inline CSS
 * (lib/storefront-stylesheet.ts), not before hydration: restyling the whole page against it is
 * a long task, and hydration renders only what the server sent. Loaded by then, it applies at once.
 */
function storefrontStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-storefront-css]');
  // The document's load waits for every stylesheet: complete without a sheet, it failed.
  if (!link || link.sheet || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const boot = readBoot();
let started = false;

async function start() {
  if (started || !boot) return;
  started = true;
  // Into the head at once (one change to the document, not one per chunk).
  const links = document.createDocumentFragment();
  for (const href of boot.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
  await storefrontStylesheet();
  await nextTask();
  for (const stage of boot.stages) {
    await import(/* @vite-ignore */ stage);
    await nextTask();
  }
  // Fetched into the cache once the browser is idle, not evaluated (no main-thread work): the
  // first drawer or toast on a phone's slow network then waits for no download.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => {
    const prefetches = document.createDocumentFragment();
    for (const href of boot.later ?? []) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      prefetches.appendChild(link);
    }
    document.head.appendChild(prefetches);
  });
}

/** After the next frame is painted. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => void start(), 0));

if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
// A slow image does not hold the app back for long.
setTimeout(() => void start(), 3000);
