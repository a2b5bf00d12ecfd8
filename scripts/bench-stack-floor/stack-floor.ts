// The stack's floor for `npm run bench:startup`: the least a console on the owner's stack does to paint one
// area with data — a custom element (r2wc) rendering, on React 19 as the console does, a hash router
// with one route whose page asks for 25 rows through TanStack Query and labels its table with i18next (bound to
// React as the console binds it, src/core/react.tsx `useTranslation`).
// No shell, no start-up reads, no styles: what any page on this stack pays before its own work.
import { createElement as h, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import i18next from 'i18next';

interface Row {
  name: string;
  recipient: string;
  created: string;
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: { task: 'Task', recipient: 'Recipient', created: 'Created' } } },
});

function useTranslation() {
  const subscribe = useCallback((onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return { t: useMemo(() => i18n.getFixedT(language), [language]) };
}

function TaskTable() {
  const { t } = useTranslation();
  const rows = useQuery({
    queryKey: ['rows'],
    queryFn: async () => (await (await fetch('/demo/bench-floor.json')).json()) as Row[],
  });
  return h(
    'table',
    null,
    h(
      'thead',
      null,
      h('tr', null, h('th', null, t('task')), h('th', null, t('recipient')), h('th', null, t('created'))),
    ),
    h(
      'tbody',
      null,
      (rows.data ?? []).map((row) =>
        h('tr', { key: row.name }, h('td', null, row.name), h('td', null, row.recipient), h('td', null, row.created)),
      ),
    ),
  );
}

function StackFloor() {
  const [client] = useState(() => new QueryClient());
  const [router] = useState(() => createHashRouter([{ path: '*', element: h(TaskTable) }]));
  return h(QueryClientProvider, { client }, h(RouterProvider, { router }));
}

customElements.define('bench-stack-floor', r2wc(StackFloor, { shadow: 'open' }));
