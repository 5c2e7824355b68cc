/**
 * The head of a server-rendered product page for search engines and link previews: its
 * canonical URL (the slug form), Open Graph and Twitter card tags with its image, and JSON-LD
 * (schema.org `Product` with its offer in PKR, availability and aggregate rating, and a
 * `BreadcrumbList`). Read through the page's own GraphQL executor, so it shows what the API
 * says (availability is `purchasable`) and the rendered page's cache entry follows the product.
 */
import { parse } from 'graphql';
import type { Operation } from './execute';
import { jsonForScript } from './build-output';
import { escapeHtml } from '../shared/html';
import type { FormattedExecutionResult } from 'graphql';

const PRODUCT_HEAD = parse(`
  query ProductHead($id: Int!) {
    product(id: $id) {
      id
      title
      sku
      shortDescription
      description
      price
      path
      purchasable
      averageRating
      reviewCount
      imageUrl
      images { imageUrl }
      category { id name }
      brand { name }
    }
    shop { name }
  }
`);

interface HeadProduct {
  id: number;
  title: string;
  sku: string;
  shortDescription: string | null;
  description: string | null;
  price: number;
  path: string;
  purchasable: boolean;
  averageRating: number;
  reviewCount: number;
  imageUrl: string | null;
  images: Array<{ imageUrl: string }>;
  category: { id: number; name: string } | null;
  brand: { name: string } | null;
}

/** The product id of a product page's path (`/product/7`, `/product/7/rose-shawl`), else null. */
export function productIdOf(pathname: string): number | null {
  const m = /^\/product\/(\d{1,9})(?:\/[^/]*)?\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** Plain text of sanitized HTML, for descriptions. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function summaryOf(p: HeadProduct): string {
  const text = p.shortDescription?.trim() || plain(p.description ?? '') || `${p.title}, handmade crochet.`;
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

/** The JSON-LD documents of a product page. */
export function productJsonLd(
  p: HeadProduct,
  shopName: string,
  publicUrl: string,
  absolute: (u: string) => string,
) {
  const url = publicUrl + p.path;
  const images = [...new Set([p.imageUrl, ...p.images.map((i) => i.imageUrl)].filter(Boolean))].map((u) =>
    absolute(u!),
  );
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.title,
    description: summaryOf(p),
    sku: p.sku,
    url,
    ...(images.length ? { image: images } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
    ...(p.category ? { category: p.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'PKR',
      price: p.price.toFixed(2),
      availability: p.purchasable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.averageRating.toFixed(2),
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const crumbs = [
    { name: 'Home', item: `${publicUrl}/` },
    { name: 'Shop', item: `${publicUrl}/shop` },
    ...(p.category ? [{ name: p.category.name, item: `${publicUrl}/shop?category=${p.category.id}` }] : []),
    { name: p.title, item: url },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.item,
    })),
  };
  return [product, breadcrumbs];
}

/**
 * The head tags of product `id`'s page, or '' when it is not a public product. `publicUrl`:
 * the shop's address (PUBLIC_URL); image URLs that are relative are made absolute on it.
 */
export async function productHead(
  id: number,
  execute: (op: Operation) => Promise<FormattedExecutionResult>,
  publicUrl: string,
): Promise<string> {
  const result = await execute({ document: PRODUCT_HEAD, variables: { id } });
  const data = result.data as { product: HeadProduct | null; shop: { name: string } } | undefined;
  const p = data?.product;
  if (!p) return '';
  const shopName = data.shop.name;
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : publicUrl + u);
  const url = publicUrl + p.path;
  const image = p.imageUrl ? absolute(p.imageUrl) : null;
  const description = summaryOf(p);
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', p.title)] : []),
    meta('property', 'product:price:amount', p.price.toFixed(2)),
    meta('property', 'product:price:currency', 'PKR'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...productJsonLd(p, shopName, publicUrl, absolute).map(
      (doc) => `<script type="application/ld+json">${jsonForScript(doc)}</script>`,
    ),
  ];
  return tags.join('');
}
