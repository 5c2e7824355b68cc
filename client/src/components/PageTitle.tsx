import { useContext, useEffect } from 'react';
import { SsrContext } from '../lib/ssr';

const SITE = 'Crochet Corner';

/** The document title for a page title ('' = the home page). */
export function pageTitle(title: string): string {
  return title ? `${title} | ${SITE}` : `${SITE} — handmade crochet from Pakistan`;
}

/** Sets the document title and meta description for a page (in the server's HTML too). */
export function usePageMeta(title: string, description?: string) {
  const ssr = useContext(SsrContext);
  // The server render collects the head in the context's object, by design (nothing reads it during render).
  /* eslint-disable react-hooks/immutability */
  if (ssr) {
    ssr.title = pageTitle(title);
    if (description) ssr.description = description.slice(0, 160);
  }
  /* eslint-enable react-hooks/immutability */
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description.slice(0, 160);
    }
  }, [title, description]);
}
