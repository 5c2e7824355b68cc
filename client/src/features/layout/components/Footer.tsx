import { Link as RouterLink } from 'react-router-dom';
import { CONTACT } from '../../../lib/contact-info';
import { useBrowserVar } from '../../../lib/hydration';
import { userVar } from '../../../lib/session';
import { accountLink } from './Header';
import { useShopName } from '../../../lib/dates';

/** Plain elements styled by the theme's `.site-footer*` classes (app/recipes/chrome.ts). */
export function Footer() {
  const account = accountLink(useBrowserVar(userVar, null));
  const shopName = useShopName({ fetch: true });
  return (
    <footer className="site-footer">
      {/* Room at the end of the page for the floating chat button (bottom right). */}
      <div className="site-footer__container">
        <div className="site-footer__grid">
          <div className="site-footer__column">
            <p className="site-footer__name">{shopName}</p>
            <p className="site-footer__tagline">
              Handmade crochet toys, decor and gifts, stitched with love in Punjab.
            </p>
          </div>
          <div className="site-footer__column">
            <p className="site-footer__heading">Shop</p>
            <RouterLink className="site-footer__link" to="/shop">
              All products
            </RouterLink>
            <RouterLink className="site-footer__link" to="/aboutus">
              About Us
            </RouterLink>
            <RouterLink className="site-footer__link" to="/contactus">
              Contact Us
            </RouterLink>
            <RouterLink className="site-footer__link" to={account.to} data-testid="footer-account-link">
              {account.label}
            </RouterLink>
          </div>
          <div className="site-footer__column">
            <p className="site-footer__heading">Follow us</p>
            <div className="site-footer__social">
              {CONTACT.social.map((s) => (
                <a
                  key={s.name}
                  className="site-footer__link"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.name}
                </a>
              ))}
            </div>
            <p className="site-footer__muted">
              {CONTACT.phone} · {CONTACT.email}
            </p>
          </div>
        </div>
        <p className="site-footer__legal" suppressHydrationWarning>
          © {new Date().getFullYear()} {shopName}. Prices in Pakistani rupees (PKR).
        </p>
      </div>
    </footer>
  );
}
