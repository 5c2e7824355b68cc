import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on every route change, except within /shop (infinite scroll); not on
 * arrival, where a visitor may already have scrolled the server's HTML before it hydrated.
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
  }, [pathname]);
  return null;
}
