import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { notify } from '../toaster';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../lib/useDebounced';
import { ADMIN } from '../../lib/admin';

/** Search, page and sort state of a server-paginated admin table. */
export function useTableState(defaultSort: string) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(defaultSort);
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch: (v: string) => {
      setSearchText(v);
      setPage(1);
    },
    page,
    setPage,
    sort,
    direction,
    toggleSort: (key: string) => {
      setDirection(sort === key && direction === 'desc' ? 'asc' : 'desc');
      setSort(key);
      setPage(1);
    },
    variables: { search: debounced || null, sort, direction, page },
  };
}

/** How a delete reports: its success toast (the server's message) and its failure toast. */
export interface DeleteReport<R> {
  success: (answer: R | undefined) => string | null | undefined;
  /** The failure toast when the call fails (default: the error's message, else 'Delete failed.'). */
  failure?: string;
}

/** A delete action that asks first (the spec's confirmation text), then refreshes the list. */
export function useConfirmedDelete<R>(
  document: TypedDocumentNode<R, { id: number }>,
  refetch: () => Promise<unknown>,
  report: DeleteReport<R>,
) {
  const [remove] = useMutation(document, ADMIN);
  return async (id: number, question: string) => {
    if (!window.confirm(question)) return;
    try {
      const { data } = await remove({ variables: { id } });
      notify.success(report.success(data ?? undefined));
      await refetch();
    } catch (err) {
      notify.error(report.failure ?? ((err as Error).message || 'Delete failed.'));
    }
  };
}
