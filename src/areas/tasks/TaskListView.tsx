import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { fetchTaskPage, type TaskScope } from '../../api/access';
import { useColumnPreference } from '../../api/preferences';
import { useCore, useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import type { MultiSelectButton } from '../../domain/table';
import { PersonName } from '../../ui/quick-info';
import { useRequestListTexts } from '../../ui/area/request-list-texts';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { allTaskColumns, TASK_COLUMNS_PREFERENCE, visibleTaskColumns } from './columns';
import { useTasksNavigation } from './navigation';
import { toTaskListPage, toTaskView } from './task-mapping';
import type { TaskView } from './task-model';
import { canDecideTogether } from './task-rules';
import { taskListQueryOf } from './list-query';
import {
  DEFAULT_SORT_COLUMN,
  DEFAULT_SORT_ORDER,
  TASK_FILTER_RULES,
  TASK_SORT_COLUMNS,
  activeFilterCount,
  taskFiltersOf,
  taskListParams,
  type TaskStatusFilter,
} from './task-query';
import { actionLabel, TaskStatusCell } from './TaskStatusCell';
import { PROXY_APPROVAL_REQUIRED, useProxyApproval } from './proxy-approval';
import type { Decision } from './TaskBulkDecision';
import { DateTime } from '../../ui/dates/DateTime';
import { ListPageHead } from '../../ui/area/ListPageHead';
import { ListToolbar } from '../../ui/area/ListToolbar';
import {
  exportAll,
  OpenLink,
  TEAM_SCOPE_FILTERS,
  useListState,
  useOnChange,
  useActingDn,
  useTeamScope,
} from '../../ui/area';

export interface TaskListViewProps {
  /** Rows per page to start with (must be one of the page-size options). */
  pageSize?: number;
  /** Claim status filter to start with. */
  status?: TaskStatusFilter | '';
}

/** The filters panel (asked for on hover or focus of its button) and the bulk decision (its dialog, the task actions) come when first used. */
const loadFiltersPanel = () => import('./TaskFiltersPanel');
const TaskFiltersPanel = lazy(() => loadFiltersPanel().then((module) => ({ default: module.TaskFiltersPanel })));
const loadBulkDecision = () => import('./TaskBulkDecision');
const TaskBulkDecision = lazy(() => loadBulkDecision().then((module) => ({ default: module.TaskBulkDecision })));
/**
 * A task's details, for the element that shows them in place of the list (TasksWidget): declared beside the list's
 * own lazy parts, whose chunks they mostly share, so that the element's file does not list those files again.
 */
export const LazyTaskDetailView = lazy(() =>
  import('./TaskDetailView').then((module) => ({ default: module.TaskDetailView })),
);

/**
 * The task list: 'My tasks' (and 'Team tasks' for team managers), search, filters, sortable and
 * customisable columns, server paging from `fromIndex`, and bulk approve / deny.
 */
export function TaskListView({ pageSize: initialPageSize, status: initialStatus = '' }: TaskListViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const core = useCore();
  const actingDn = useActingDn();

  const paging = useListState({
    name: 'tasks',
    sortColumns: TASK_SORT_COLUMNS,
    defaultSort: { column: DEFAULT_SORT_COLUMN, order: DEFAULT_SORT_ORDER },
    filters: {
      ...TASK_FILTER_RULES,
      status: { ...TASK_FILTER_RULES.status, default: initialStatus },
      ...TEAM_SCOPE_FILTERS,
    },
    initialPageSize,
  });
  const { page, pageSize, sortBy: sortColumn, sortOrder, search } = paging;
  const filters = taskFiltersOf(paging.filters);
  // The selected tasks themselves (a selection may span pages).
  const [selectedTasks, setSelectedTasks] = useState<TaskView[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  // Once asked for, the bulk decision stays mounted: a decision sent keeps its pending state.
  const [bulkUsed, setBulkUsed] = useState(false);
  const proxy = useProxyApproval();

  // The element's status attribute may change after the first render; only a change is applied.
  useOnChange(initialStatus, () => paging.setFilters({ status: initialStatus }));

  // Team tasks are the signed-in manager's own business, never a proxied user's.
  const scopeState = useTeamScope(paging, proxy.active);
  const { teamScope, team } = scopeState;
  const state = { page, pageSize, search, sortColumn, sortOrder, filters };
  const params = taskListParams(state);
  const scopeOf = (): TaskScope => (teamScope ? { kind: 'team', ...team } : { kind: 'mine' });
  const list = useQuery({
    ...taskListQueryOf(core, state, scopeOf()),
    select: toTaskListPage,
    enabled: !teamScope || team.teamDn !== '',
  });
  const rows = list.data?.tasks ?? [];

  const allColumns = useMemo(() => allTaskColumns(t), [t]);
  const preference = useColumnPreference(TASK_COLUMNS_PREFERENCE);
  const columns = visibleTaskColumns(allColumns, preference.columns);

  const selected = selectedTasks.map((task) => task.rowId);
  const setSelected = (ids: string[]) =>
    setSelectedTasks(
      ids.flatMap(
        (id) => rows.find((row) => row.rowId === id) ?? selectedTasks.find((task) => task.rowId === id) ?? [],
      ),
    );
  const decideTogether = canDecideTogether(selectedTasks);
  const notBulk = selectedTasks.length > 1 ? selectedTasks.filter((task) => !task.bulkApprovable) : [];

  const bulkButtons: MultiSelectButton[] = decideTogether
    ? [
        { btnId: 'approve', btnName: t('tasks.bulk.approve') },
        { btnId: 'deny', btnName: t('tasks.bulk.deny') },
      ]
    : [];

  const texts = useRequestListTexts('tasks');
  const filtersPanel = (id: string) => (
    <TaskFiltersPanel id={id} filters={filters} onApply={(next) => paging.setFilters(next)} />
  );

  const total = list.data?.total ?? 0;
  const proxyBlocked = proxy.active && proxy.approved === false;

  const renderCell = (row: TaskView, column: DataTableColumn) => {
    switch (column.column) {
      case 'processName':
        return <TaskLink task={row} />;
      case 'recipientName':
        return person(row.recipientDn, row.recipientName);
      case 'requesterName':
        return person(row.requesterDn, row.requesterName);
      case 'status':
        return <TaskStatusCell task={row} myDn={actingDn} />;
      case 'action':
        return actionLabel(row.action, (key) => t(key));
      case 'requestDate':
        return <DateTime value={row.requestDate} />;
      case 'expirationTime':
        return <DateTime value={row.expirationTime} />;
      case 'reason':
      case 'activityName':
      case 'assignedTo':
        return <span dir="auto">{String(cellValue(row, column.column) ?? '')}</span>;
      default:
        return undefined;
    }
  };
  // Names are people's own text: either direction.
  const person = (dn: string, name: string) => (
    <span dir="auto">
      <PersonName dn={dn} name={name} />
    </span>
  );

  return (
    <section className="tasks-page" aria-labelledby={titleId} part="tasks">
      <ListPageHead
        titleId={titleId}
        {...texts.head(scopeState, list.data ? total : null)}
        onScopeChanged={() => setSelected([])}
      />

      {proxyBlocked ? (
        <div className="idm-alert danger" role="alert">
          {t('tasks.proxyApprovalRequired', PROXY_APPROVAL_REQUIRED)}
        </div>
      ) : null}

      <ListToolbar
        search={{ ...texts.search, value: search, onSearch: paging.setSearch }}
        filters={{
          active: activeFilterCount(filters),
          label: texts.filtersLabel,
          panel: filtersPanel,
          preload: () => void loadFiltersPanel(),
        }}
      />

      {notBulk.length > 0 ? (
        <p className="idm-alert warning task-bulk-note" role="status">
          {t('tasks.bulk.notAllowed', { names: notBulk.map((task) => task.processName || task.taskId).join(', ') })}
        </p>
      ) : null}

      {list.error ? <LoadFailure error={list.error} onRetry={() => void list.refetch()} /> : null}
      {preference.error ? (
        <LoadFailure what={t('tasks.columnsFailed')} error={preference.error} onRetry={preference.retry} />
      ) : null}

      {teamScope && team.teamDn === '' ? (
        <p className="tasks-hint">{t('tasks.team.hint')}</p>
      ) : (
        <DataTable<TaskView>
          narrowLayout="cards"
          tableName={t('tasks.tableName')}
          columns={columns}
          availableColumns={allColumns}
          rows={rows}
          loading={list.isPending}
          {...paging.tableProps(total, list.data?.nextIndex)}
          selectable
          selectedRowIds={selected}
          onSelectionChange={setSelected}
          multiSelectButtons={bulkButtons}
          onBulkAction={(btnId) => {
            setBulkUsed(true);
            setDecision(btnId === 'deny' ? 'deny' : 'approve');
          }}
          cellValue={(row, column) => cellValue(row, column.column)}
          renderCell={renderCell}
          rowLabel={(row) => row.processName || row.taskId}
          exportRows={() =>
            exportAll((fromIndex, size) =>
              fetchTaskPage(core, { ...params, fromIndex, size }, scopeOf()).then((p) => ({
                rows: p.items.map(toTaskView),
                total: p.total,
              })),
            )
          }
          exportFileName="tasks"
          onSaveColumns={(chosen) => preference.save(chosen.map((c) => c.column))}
          onRestoreColumns={() => preference.restore()}
        />
      )}

      {bulkUsed ? (
        <Suspense fallback={null}>
          <TaskBulkDecision
            decision={decision}
            tasks={selectedTasks}
            onClose={() => setDecision(null)}
            onDecided={(taskIds) =>
              setSelectedTasks((current) => current.filter((task) => !taskIds.includes(task.taskId)))
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Opens a task's details: a link in the console, a button in the element. */
function TaskLink({ task }: { task: TaskView }) {
  const navigation = useTasksNavigation();
  const name = task.processName || task.activityName || task.taskId;
  return (
    <OpenLink
      className="task-open-link"
      href={navigation.taskHref(task.taskId)}
      onOpen={() => navigation.openTask(task.taskId)}
    >
      <span dir="auto">{name}</span>
    </OpenLink>
  );
}

/** Cell values for sorting-free display and the CSV export. */
function cellValue(row: TaskView, column: string): unknown {
  switch (column) {
    case 'status':
      return row.claimedByDn ? row.claimedByName || row.claimedByDn : '';
    case 'assignedTo':
      return row.assignedToName;
    default:
      return (row as unknown as Record<string, unknown>)[column];
  }
}
