import { DEFAULT_LIMIT, DEFAULT_PAGE } from '@ews/contract/paging';
import { drawnPage } from '../app/first-rows.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface PageQuery {
  page: number;
  limit: number;
}

interface Loaded<R> {
  /** The request these rows answer; the list is loading while it is not the current one. */
  request: unknown;
  list: R[];
  total: number;
}

/**
 * A server-paged list: the query (page, limit, filters, sort), its rows and total, and a loading
 * flag. `load` must be stable (a module-level function or a useCallback). Errors are shown by
 * the request wrapper; the previous rows stay.
 */
export function usePagedList<Q extends PageQuery, R>(load: (query: Q) => Promise<{ list: R[]; total: number }>, initial: Omit<Q, 'page' | 'limit'> & Partial<PageQuery>) {
  const [query, setQuery] = useState<Q>(() => ({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT, ...initial }) as Q);
  const [round, setRound] = useState(0);
  const request = useMemo(() => ({ query, round }), [query, round]);
  // On the server, drawing the page's first rows, they are given: no effect runs there to load them.
  const [loaded, setLoaded] = useState<Loaded<R>>(() => ({ request: null, list: [], total: 0, ...(drawnPage<R>() && { request, ...drawnPage<R>() }) }));

  useEffect(() => {
    let current = true;
    load(request.query).then(
      ({ list, total }) => {
        if (!current) return;
        // The last rows of the last page were deleted: show the new last page instead of nothing.
        const lastPage = Math.max(DEFAULT_PAGE, Math.ceil(total / request.query.limit));
        if (list.length === 0 && total > 0 && request.query.page > lastPage) setQuery((previous) => ({ ...previous, page: lastPage }));
        setLoaded({ request, list, total });
      },
      () => {
        if (current) setLoaded((previous) => ({ ...previous, request }));
      },
    );
    return () => {
      current = false;
    };
  }, [request, load]);

  /** New filters (and sort) from page 1. */
  const search = useCallback((filters: Partial<Omit<Q, 'page' | 'limit'>>) => setQuery((previous) => ({ ...previous, ...filters, page: DEFAULT_PAGE })), []);
  const setPage = useCallback((page: number, limit: number) => setQuery((previous) => ({ ...previous, page, limit })), []);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  /** Rows a save answered with, shown at once: the reload the save set off may take a while to land. */
  const showRows = useCallback((list: R[]) => setLoaded((previous) => ({ ...previous, list })), []);

  return {
    query,
    list: loaded.list,
    total: loaded.total,
    loading: loaded.request !== request,
    /** Whether any answer has arrived: before it, no rows means 'not yet', not 'none'. */
    answered: loaded.request !== null,
    search,
    setPage,
    refresh,
    showRows,
  };
}
