/**
 * A product's address: `/product/{id}/{slug}`, the slug made from its title (lower-case ASCII
 * words joined by hyphens; accents dropped; nothing for a title without Latin letters or
 * digits). The id alone finds the product (`/product/{id}` and any slug still answer); the slug
 * is for people and search engines, and pages name the slug form as canonical.
 */
export function productSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The canonical path of a product page. */
export function productPath(p: { id: number; title: string }): string {
  const slug = productSlug(p.title);
  return slug ? `/product/${p.id}/${slug}` : `/product/${p.id}`;
}
