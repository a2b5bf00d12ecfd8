import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UrlListContext, type UrlListStore } from './list-state-store';

// Console only (it imports the router): elements never provide it, so their lists never touch the host's URL.
/**
 * The console's lists keep their state in the hash route's query (`#/role?q=Adobe&page=2`), on the page
 * they are on. A write is seen at once by the next one of the same event (two lists of one page), and by the
 * page at once (a radio or a sort shows its new state while the router moves to the new address).
 */
export function UrlListStateProvider({ children }: { children?: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The query written and not yet reached: it stands for the address until the address changes.
  const [written, setWritten] = useState<URLSearchParams | null>(null);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    // Reached, or another address (Back): the address speaks again.
    setSeen(search);
    setWritten(null);
  }
  const store = useMemo<UrlListStore>(() => {
    const current: UrlListStore = {
      params: written ?? new URLSearchParams(search),
      write: (params, how) => {
        current.params = params;
        setWritten(params);
        const query = params.toString();
        void navigate({ pathname, search: query === '' ? '' : `?${query}` }, { replace: how === 'replace' });
      },
    };
    return current;
  }, [pathname, search, navigate, written]);
  return <UrlListContext.Provider value={store}>{children}</UrlListContext.Provider>;
}
