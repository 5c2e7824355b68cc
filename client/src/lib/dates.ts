import { useQuery } from './graphql';
import { useCallback } from 'react';
import { ShopSettingsDocument } from '../gql/graphql';

/*
 * The shop's settings query (its operation is written in shop-settings.ts). Its document is
 * imported from the generated module itself, not through `graphql()`, so the header and
 * footer of every page (which show the shop's name) do not bring every operation of the app
 * (gql.ts) into the first load.
 */

/**
 * The shop's name (the shop settings on the server); '' until it has arrived. The page chrome (header,
 * footer, the back office's bar) asks for it (`fetch`), once per visit, and the server render
 * hands it over in its Apollo state; everything else (page titles) reads it from the cache, so
 * a page rendered alone sends nothing for it.
 */
export function useShopName({ fetch = false }: { fetch?: boolean } = {}): string {
  const { data } = useQuery(ShopSettingsDocument, { fetchPolicy: fetch ? 'cache-first' : 'cache-only' });
  return data?.shop.name ?? '';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (with its time when `withTime`) as the shop shows it: "23 Nov 2026" / "23 Nov 2026, 8:24 pm". */
export function formatDate(iso: string, timeZone: string, withTime = false): string {
  const key = `${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-PK', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** Formats dates in the shop's time zone; '' until the zone is known (it comes with the page's data). */
export function useDateFormat(): (iso: string, withTime?: boolean) => string {
  const { data } = useQuery(ShopSettingsDocument, { fetchPolicy: 'cache-first' });
  const timeZone = data?.shop.timeZone;
  return useCallback(
    (iso: string, withTime = false) => (timeZone ? formatDate(iso, timeZone, withTime) : ''),
    [timeZone],
  );
}
