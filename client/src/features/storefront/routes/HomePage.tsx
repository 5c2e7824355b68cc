import { useQuery } from '../../../lib/graphql';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../components/PageTitle';
import { ProductGrid } from '../components/ProductGrid';
import { HomeProductsDocument } from '../api/home';
import heroLarge from '../home-hero-1200.webp';
import heroSmall from '../home-hero-800.webp';

export const HERO_INTERVAL_MS = 6000;

const SLIDES = [
  {
    title: 'Handmade with love, stitch by stitch',
    text: 'Amigurumi friends, cosy blankets and home decor crocheted by hand in Punjab.',
  },
  {
    title: 'Gifts for the little ones',
    text: 'Soft toys, booties and baby blankets made from gentle milk-cotton yarn.',
  },
  {
    title: 'Custom orders welcome',
    text: 'Want it in your colours? Message us and we will crochet it for you.',
  },
];

/**
 * The hero's photograph (rendered by scripts/demo-images), the page's largest paint: its box is
 * sized by width/height (no layout shift) and it is fetched first, in the width the screen needs.
 */
function HeroPicture() {
  return (
    <img
      className="home-hero__picture"
      src={heroLarge}
      srcSet={`${heroSmall} 800w, ${heroLarge} 1200w`}
      sizes="(min-width: 80rem) 600px, (min-width: 48em) 50vw, 100vw"
      width={1200}
      height={900}
      alt="Crocheted teddy bear and bunny on a folded rainbow blanket, with a sunflower cushion, a basket of yarn, a beanie and coasters on a wooden table"
      fetchPriority="high"
    />
  );
}

/** Plain elements styled by the theme's `.home-hero*` classes (app/recipes/home.ts). */
function Hero() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), HERO_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  const slide = SLIDES[index];
  return (
    <section className="home-hero" aria-roledescription="carousel" aria-label="Highlights">
      <div className="home-hero__container">
        <div className="home-hero__text" aria-live="polite">
          <h1 className="home-hero__title">{slide.title}</h1>
          <p className="home-hero__lead">{slide.text}</p>
          <div className="home-hero__actions">
            <RouterLink className="home-hero__shop" to="/shop">
              Shop Now
            </RouterLink>
            <RouterLink className="home-hero__contact" to="/contactus">
              Contact Us
            </RouterLink>
          </div>
          <div className="home-hero__tabs" role="tablist" aria-label="Choose slide">
            {SLIDES.map((s, i) => (
              <button
                type="button"
                className="home-hero__tab"
                key={s.title}
                role="tab"
                aria-selected={i === index}
                aria-label={`Slide ${i + 1}`}
                onClick={() => setIndex(i)}
              >
                <span className="home-hero__dot" />
              </button>
            ))}
          </div>
        </div>
        <HeroPicture />
      </div>
    </section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="home-section" aria-label={title}>
      <h2 className="home-section__title">{title}</h2>
      {children}
    </section>
  );
}

function GridSkeleton() {
  return (
    <div className="home-section__skeletons">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="home-section__skeleton" />
      ))}
    </div>
  );
}

export function HomePage() {
  usePageMeta(
    '',
    'Handmade crochet toys, home decor, wearables and baby gifts from Pakistan. Prices in rupees, delivered nationwide.',
  );
  const { data, loading, error } = useQuery(HomeProductsDocument);
  if (error) console.error(error);
  return (
    <>
      <Hero />
      <Section title="New Arrivals">
        {loading ? <GridSkeleton /> : <ProductGrid products={data?.latestProducts ?? []} eagerCount={4} />}
      </Section>
      <Section title="Featured Products">
        {loading ? <GridSkeleton /> : <ProductGrid products={data?.featuredProducts ?? []} />}
      </Section>
    </>
  );
}
