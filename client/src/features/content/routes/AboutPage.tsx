import { usePageMeta } from '../../../components/PageTitle';

/** Plain elements styled by the theme's `.content-page*` classes (app/recipes/content.ts). */
export function AboutPage() {
  usePageMeta(
    'About Us',
    'The story of Crochet Corner: a family of crocheters in Punjab making handmade toys, decor and gifts.',
  );
  return (
    <div className="content-page content-page--reading">
      <h1 className="content-page__title">About Us</h1>
      <div className="content-page__text">
        <p>
          Crochet Corner began at our nani’s charpai in Sheikhupura, with a tin of leftover yarn and a single
          hook. What started as gifts for cousins turned into a small workshop of women who crochet from home,
          on their own time, and are paid fairly for every piece.
        </p>
        <p>
          Every bunny, blanket and coaster is made by hand, one stitch at a time, from soft milk-cotton and
          acrylic yarn bought from local mills. No two pieces are exactly alike — that is the charm of
          handmade.
        </p>
        <p>
          We ship across Pakistan. If you would like something in your own colours, send us a message: custom
          orders are our favourite kind.
        </p>
      </div>
    </div>
  );
}
