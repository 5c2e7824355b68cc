import { lazy, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { cartDrawerOpenVar, cartTotals, cartVar } from '../../../stores/cart';
import { useBrowserVar } from '../../../lib/hydration';
import { userVar } from '../../../lib/session';
import { useOpenedOnce } from '../../../lib/useOpenedOnce';
import { useShopName } from '../../../lib/dates';
import { ChakraLayer } from '../../../lib/chakra-layer';

// The drawer's code loads on first use, not with every page.
const SearchDrawer = lazy(() => import('./SearchDrawer').then((m) => ({ default: m.SearchDrawer })));

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
];

/** Where the account link leads: My Account when signed in, else Login. */
export function accountLink(user: unknown): { to: string; label: string } {
  return user ? { to: '/user/dashboard', label: 'My Account' } : { to: '/user/login', label: 'Login' };
}

/**
 * Plain elements styled by the theme's `.site-header*` classes (app/recipes/chrome.ts): every
 * storefront page has it, with nothing to compute while the page hydrates.
 */
export function Header() {
  // Browser-only state: the server's HTML (and hydration) shows an empty cart, signed out.
  const lines = useBrowserVar(cartVar, []);
  const user = useBrowserVar(userVar, null);
  const { count } = cartTotals(lines);
  const [searchOpen, setSearchOpen] = useState(false);
  const shopName = useShopName({ fetch: true });
  const searchUsed = useOpenedOnce(searchOpen);
  const account = accountLink(user);
  return (
    <header className="site-header">
      <div className="site-header__container">
        <div className="site-header__bar">
          <RouterLink className="site-header__home" to="/" aria-label={`${shopName} home`}>
            <span className="site-header__brand">
              <YarnLogo />
              <span className="site-header__name">{shopName}</span>
            </span>
          </RouterLink>
          <nav className="site-header__nav" aria-label="Main">
            {NAV.map((n) => (
              <NavLink key={n.to} className="site-header__navLink" to={n.to} end={n.to === '/'}>
                {n.label}
              </NavLink>
            ))}
          </nav>
          <div className="site-header__actions">
            <RouterLink className="site-header__account" to={account.to}>
              {account.label}
            </RouterLink>
            {/* Under 480 px the account is an icon beside search and the cart, named for screen readers. */}
            <RouterLink
              className="site-header__iconButton site-header__mobileAccount"
              to={account.to}
              aria-label={account.label}
              data-testid="mobile-account-link"
            >
              <PersonIcon />
            </RouterLink>
            <button
              type="button"
              className="site-header__iconButton"
              aria-label="Search"
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon />
            </button>
            <div className="site-header__cart">
              <button
                type="button"
                className="site-header__iconButton"
                aria-label={`Cart, ${count} items`}
                onClick={() => cartDrawerOpenVar(true)}
                data-testid="cart-button"
              >
                <BagIcon />
              </button>
              {/* Always in the markup, hidden when empty: the server's page then carries its CSS,
                  and a stored cart shown after hydration restyles nothing. */}
              <span className="site-header__badge" hidden={count === 0}>
                {count}
              </span>
            </div>
          </div>
        </div>
        <nav className="site-header__mobileNav" aria-label="Main (mobile)">
          {NAV.map((n) => (
            <NavLink key={n.to} className="site-header__mobileLink" to={n.to} end={n.to === '/'}>
              {n.label}
            </NavLink>
          ))}
        </nav>
      </div>
      {searchUsed && (
        <ChakraLayer>
          <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} />
        </ChakraLayer>
      )}
    </header>
  );
}

function YarnLogo() {
  return (
    <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden>
      <circle cx="32" cy="32" r="26" fill="#d9825b" />
      <path
        d="M10 26q22-14 44 0M8 34q24-14 48 0M12 43q20-12 40 0"
        stroke="#a24d2f"
        strokeWidth="3"
        fill="none"
      />
    </svg>
  );
}

/** A 22-pixel line icon, drawn in the text's colour. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      {children}
    </svg>
  );
}

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

function PersonIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

function BagIcon() {
  return (
    <LineIcon>
      <path d="M6 7h12l1 14H5L6 7Z" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </LineIcon>
  );
}
