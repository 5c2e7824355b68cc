/**
 * When a server-rendered page turns on the storefront's whole stylesheet. Its head inlines only
 * the CSS its own markup uses and loads the whole file as a print stylesheet
 * (server/src/ssr/page-styles.ts); turning that on makes the browser restyle the whole page
 * against 160 KB of rules, a long task on a phone. Hydration renders the markup the server sent,
 * so it needs no more than the inline CSS: the file is turned on just before the first render
 * that can show markup the server did not send, and not at all on a page only looked at:
 * - the first interaction (pointer, touch, key or focus, in the capture phase: before any click
 *   handler or router navigation runs; it opens drawers, dialogs, menus and pages);
 * - a navigation of the router (the back button, a redirect), as it starts;
 * - anything else that adds an element, or gives one a class, the page did not have (the stored
 *   cart's badge, a toast, a lazy part), or a style that reads a custom property: seen by a
 *   mutation observer before the browser paints it.
 */

/** What this needs of the data router: its state and its changes. */
interface RouterLike {
  state: { location: unknown; navigation: { state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Holds the whole stylesheet off until a render needs it (see above). The page's script
 * (app/boot.ts) starts the app once the file has loaded, so turning it on applies at once.
 */
export function holdStylesheetUntilNeeded(router: RouterLike, hydrating: boolean): void {
  const link = document.querySelector<HTMLLinkElement>('link[data-storefront-css]');
  if (!link || link.media === 'all') return;
  // A page the browser renders afresh is all new markup.
  if (!hydrating) {
    link.media = 'all';
    return;
  }
  // The classes of the server's markup: the inline CSS holds every rule they match, and the
  // custom properties those rules and the markup's style attributes read.
  const known = new Set<string>();
  for (const element of document.body.querySelectorAll('[class]'))
    for (const name of element.classList) known.add(name);
  const unknown = (element: Element) =>
    [...element.classList].some((name) => !known.has(name)) ||
    (element.getAttribute('style') ?? '').includes('var(');
  const needed = (node: Node) =>
    node instanceof Element &&
    (unknown(node) || [...node.querySelectorAll('[class], [style]')].some(unknown));
  const observer = new MutationObserver((records) => {
    for (const r of records)
      if (r.type === 'attributes' ? unknown(r.target as Element) : [...r.addedNodes].some(needed))
        return on();
  });
  const start = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location !== start) on();
  });
  function on() {
    link!.media = 'all';
    observer.disconnect();
    unsubscribe();
    for (const type of INTERACTIONS) window.removeEventListener(type, on, true);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, on, { capture: true, passive: true });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style'],
  });
}
