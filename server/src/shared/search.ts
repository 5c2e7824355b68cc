/** Searching by text: what a search field sends, and how a name is matched. */

/** The longest search text used (the rest is ignored). */
export const SEARCH_MAX = 100;

/** A client's search text, trimmed, its first SEARCH_MAX characters; null when blank or absent. */
export function searchText(v: string | null | undefined): string | null {
  const t = (v ?? '').trim().slice(0, SEARCH_MAX);
  return t ? t : null;
}

/** Whether `text` contains `search`, ignoring case. */
export function containsText(text: string, search: string): boolean {
  return text.toLocaleLowerCase('en').includes(search.toLocaleLowerCase('en'));
}

/** A LIKE pattern for "contains": wildcards escaped, so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
