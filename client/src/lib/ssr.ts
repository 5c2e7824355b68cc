import { createContext, useContext } from 'react';

/** What the pages tell the server while it renders them: HTTP status and the document's head. */
export interface SsrHead {
  status: number;
  title?: string;
  description?: string;
}

/** Provided only by the server render (entry-server.tsx); null in the browser. */
export const SsrContext = createContext<SsrHead | null>(null);

/** The HTTP status of the page the server is rendering (e.g. 404); nothing in the browser. */
export function useSsrStatus(status: number): void {
  const ssr = useContext(SsrContext);
  // The server render collects the status in the context's object, by design (nothing reads it during render).
  // eslint-disable-next-line react-hooks/immutability
  if (ssr) ssr.status = status;
}
