import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { useSsrStatus } from '../../../lib/ssr';

/** Plain elements styled by the theme's `.content-page*` classes (app/recipes/content.ts). */
export function NotFoundPage() {
  usePageMeta('Page not found');
  useSsrStatus(404);
  return (
    <div className="content-page content-page--narrow">
      <h1 className="content-page__title content-page__title--missing">Page not found</h1>
      <p className="content-page__lead content-page__lead--missing">
        This page has unravelled. Let’s get you back to the shop.
      </p>
      <Link className="content-page__link" to="/shop">
        Go to Shop
      </Link>
    </div>
  );
}
