import { useReactiveVar } from '../../../lib/reactive-var';
import { useEffect, useState } from 'react';
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

/** Pages whose amounts and fields matter more than a chat: the cart and checkout. */
const TASK_PAGES = /^\/(cart|user\/checkout)(\/|$)/;

/**
 * Floating chat link (WhatsApp). It never covers what a shopper is working on: it steps aside
 * while a form field has the focus or the cart drawer is open, and is not shown on the cart and
 * checkout pages (their totals and fields sit where it would float). The layout keeps room
 * below the footer for it, so the end of every page can be scrolled clear of it. Styled by the
 * theme's `.chat-button` class (app/recipes/chrome.ts).
 */
export function ChatButton() {
  const { pathname } = useLocation();
  const drawerOpen = useReactiveVar(cartDrawerOpenVar);
  const fieldFocused = useFieldFocused();
  const hidden = drawerOpen || fieldFocused || TASK_PAGES.test(pathname);
  return (
    <a
      className="chat-button"
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
