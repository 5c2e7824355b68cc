import { usePageMeta } from '../../../components/PageTitle';

/** Plain elements styled by the theme's `.content-page*` classes (app/recipes/content.ts). */
export function ComingSoonPage() {
  usePageMeta('Comming Soon');
  return (
    <div className="content-page content-page--narrow">
      <h1 className="content-page__title content-page__title--soon">Comming Soon</h1>
      <p className="content-page__lead content-page__lead--soon">
        We are stitching something new. Please check back shortly.
      </p>
    </div>
  );
}
