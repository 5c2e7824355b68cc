import { useContext, useEffect } from 'react';
import { useShopName } from '../lib/dates';
import { SsrContext } from '../lib/ssr';

/** The document title for a page title ('' = the home page) in the shop named `site` (its settings). */
export function pageTitle(title: string, site: string): string {
  if (!site) return title;
  return title ? `${title} | ${site}` : `${site} — handmade crochet from Pakistan`;
}

/** Sets the document title and meta description for a page (in the server's HTML too). */
export function usePageMeta(title: string, description?: string) {
  const ssr = useContext(SsrContext);
  const site = useShopName();
  // The server render collects the head in the context's object, by design (nothing reads it during render).
  /* eslint-disable react-hooks/immutability */
  if (ssr) {
    ssr.title = pageTitle(title, site);
    if (description) ssr.description = description.slice(0, 160);
  }
  /* eslint-enable react-hooks/immutability */
  useEffect(() => {
    document.title = pageTitle(title, site);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description.slice(0, 160);
    }
  }, [title, description, site]);
}
