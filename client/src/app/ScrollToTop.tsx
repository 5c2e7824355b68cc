import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The longest a page's heading is waited for after a navigation (its data may still be loading). */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves the focus to the page's main heading once it is there (a screen reader then reads the
 * new page, a keyboard starts from it), without scrolling. A field focused meanwhile (the page
 * focusing one itself) is left alone. Returns a cancel function.
 */
function focusHeadingWhenShown(): () => void {
  const started = document.activeElement;
  const tryFocus = () => {
    if (document.activeElement !== started && document.activeElement !== document.body) return true;
    const h1 = document.querySelector<HTMLElement>('main h1');
    if (!h1) return false;
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    h1.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * On every route change (not on arrival, where a visitor may already have scrolled or tabbed
 * through the server's HTML before it hydrated): scrolls to the top, except within /shop
 * (infinite scroll, filters), and moves the focus to the new page's main heading.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (!pathname.startsWith('/shop')) window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [pathname]);
  return null;
}
