// The stack's floor for `npm run bench:startup`: the least a console on the owner's stack does to paint one
// area with data — a custom element (r2wc) rendering, on React 19 as the console does, a hash router
// with one route whose page asks for 25 rows through TanStack Query and labels its table with i18next.
// No shell, no start-up reads, no styles: what any page on this stack pays before its own work.
import { createElement as h, useState } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

interface Row {
  name: string;
  recipient: string;
  created: string;
}

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: { task: 'Task', recipient: 'Recipient', created: 'Created' } } },
});

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
  return h(I18nextProvider, { i18n }, h(QueryClientProvider, { client }, h(RouterProvider, { router })));
}

customElements.define('bench-stack-floor', r2wc(StackFloor, { shadow: 'open' }));
