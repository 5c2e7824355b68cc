import { useReactiveVar } from '../../../lib/reactive-var';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { CONTACT } from '../../../lib/contact-info';
import { cartDrawerOpenVar } from '../../../stores/cart';

const FIELD = 'input, textarea, select, [contenteditable="true"]';

/** Whether a form field has the focus (a phone's keyboard is then up and the field near the bottom). */
function useFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () =>
      setFocused(document.activeElement instanceof Element && document.activeElement.matches(FIELD));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return focused;
}

/** What the button must never lie over: controls and fields (or anything inside one). */
const CONTROL =
  'a, button, input, textarea, select, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** An amount in rupees, as the shop writes it ("Rs 1,500.50"). */
const AMOUNT = /Rs\s?\d/;

/** Whether the page has a control, a field or an amount under `button`'s box (its corners and centre). */
function coversSomething(button: HTMLElement): boolean {
  const r = button.getBoundingClientRect();
  if (!r.width) return false;
  const points: Array<[number, number]> = [
    [r.left + 2, r.top + 2],
    [r.right - 2, r.top + 2],
    [r.left + 2, r.bottom - 2],
    [r.right - 2, r.bottom - 2],
    [r.left + r.width / 2, r.top + r.height / 2],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some(
        (el) =>
          !button.contains(el) &&
          (el.matches(CONTROL) || (el.childElementCount === 0 && AMOUNT.test(el.textContent ?? ''))),
      ),
  );
}

/**
 * Whether the button should step aside because it lies over a control, a field or an amount:
 * checked once a frame at most, as the page scrolls, resizes or changes.
 */
function useCoversSomething(ref: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (ref.current) setCovers(coversSomething(ref.current));
    };
    const soon = () => {
      frame ||= requestAnimationFrame(check);
    };
    soon();
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
    };
  }, [ref, pathname]);
  return covers;
}

/** Pages whose amounts and fields matter more than a chat: the cart and checkout. */
const TASK_PAGES = /^\/(cart|user\/checkout)(\/|$)/;

/**
 * Floating chat link (WhatsApp). It never covers what a shopper is working on: it steps aside
 * while a form field has the focus or the cart drawer is open, or while a control, a field or an
 * amount lies under it (it keeps its place, unseen, so it comes back once that has scrolled on),
 * and is not shown on the cart and checkout pages (their totals and fields sit where it would float). The layout keeps room
 * below the footer for it, so the end of every page can be scrolled clear of it. Styled by the
 * theme's `.chat-button` class (app/recipes/chrome.ts).
 */
export function ChatButton() {
  const { pathname } = useLocation();
  const drawerOpen = useReactiveVar(cartDrawerOpenVar);
  const fieldFocused = useFieldFocused();
  const hidden = drawerOpen || fieldFocused || TASK_PAGES.test(pathname);
  const ref = useRef<HTMLAnchorElement>(null);
  const aside = useCoversSomething(ref, pathname);
  return (
    <a
      ref={ref}
      className="chat-button"
      data-aside={aside || undefined}
      href={`https://wa.me/${CONTACT.whatsapp}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-testid="chat-button"
      hidden={hidden}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-5.9c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.5 6.5 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5 5 0 0 0 1.1 2.7 11.5 11.5 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z" />
      </svg>
    </a>
  );
}
