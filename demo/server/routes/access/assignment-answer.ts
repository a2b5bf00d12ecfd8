import type { FastifyInstance } from 'fastify';
import { assignmentListQueries, type AssignmentListRow } from '../../db/access/assignment-list.js';
import { pageRequest } from '../../db/search.js';
import { keyTable } from '../../key-table.js';
import { assignmentNode } from './nodes.js';
import type { AssignmentQuery } from './schemas.js';

const SORT: Readonly<Record<string, (a: AssignmentListRow) => string | number>> = keyTable({
  name: (a) => a.name.toLowerCase(),
  description: (a) => a.description.toLowerCase(),
  entityType: (a) => a.kind,
  requestDate: (a) => a.requested_at ?? a.assigned_at,
});

/**
 * One user's (or group's) assignments, searched, sorted and paged like the lookups; `keep` narrows them (a kind,
 * direct ones only, the v2 filters) and `rows` replaces the reader (a container's own assignments).
 */
export function assignmentsAnswer(
  app: FastifyInstance,
  dn: string,
  query: AssignmentQuery,
  keep: (row: AssignmentListRow) => boolean = () => true,
  rows: AssignmentListRow[] = assignmentListQueries(app.store.db).of(dn),
) {
  const page = pageRequest(query);
  const q = page.q.replace(/\*/g, '').trim().toLowerCase();
  const kept = rows.filter(keep);
  const matching =
    q === '' ? kept : kept.filter((a) => a.name.toLowerCase().includes(q) || a.description.toLowerCase().includes(q));
  const key = SORT[query.sortBy ?? 'name'] ?? SORT.name!;
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : a.item_dn.localeCompare(b.item_dn);
    return page.descending ? -order : order;
  });
  const slice = sorted.slice(page.nextIndex - 1, page.nextIndex - 1 + page.size);
  const end = page.nextIndex - 1 + slice.length;
  const { catalog } = app.store.lookups;
  const categories = new Map([
    ...catalog.categoriesOf(
      'role',
      slice.filter((a) => a.kind === 'role').map((a) => a.item_dn),
    ),
    ...catalog.categoriesOf(
      'resource',
      slice.filter((a) => a.kind === 'resource').map((a) => a.item_dn),
    ),
  ]);
  const recipient = app.store.users.findByDn(dn)?.full_name ?? dn;
  return {
    assignments: slice.map((a) => assignmentNode(a, categories.get(a.item_dn.toLowerCase()) ?? [], recipient)),
    total: sorted.length,
    totalPermissionCount: sorted.length,
    arraySize: slice.length,
    nextIndex: slice.length > 0 && end < sorted.length ? end + 1 : -1,
    currentIndex: page.nextIndex,
    endIndex: end,
  };
}
