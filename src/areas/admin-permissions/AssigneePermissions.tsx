import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useChangePermissions, type AdminPermission } from '../../api/admin-assignments';
import {
  DOMAIN_OBJECT_TYPE,
  PERMISSION_ACTIONS,
  PERMISSION_DOMAINS,
  permissionActionsProblem,
  type PermissionDomain,
} from '../../domain/admin-assignments';
import { searchPageQuery } from '../../domain/pagination';
import type { PickerItem } from '../../domain/picker-item';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { IdentifierText, OpenLink, ListSearch, useAreaStyles, useListState } from '../../ui/area';
import { WithStrings } from '../../ui/WithStrings';
import { LoadFailure } from '../../ui/LoadFailure';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useAdminPermissionsNavigation } from './navigation';
import { useServerLabel } from './server-label';
import { useAdminAssignments } from './assignment-queries';
import { useAssigneePermissions, useGranularPermissions, useRootContainers } from './queries';
import { Heading } from '../../ui/Heading';
import { ASSIGNEE_PERMISSIONS_STRINGS } from './permission-strings';
import detailStyles from './permission-details.css?inline';

/** A role's or resource's quick info (a dialog) comes when it first opens. */
const QuickInfoDialog = lazy(() => import('./QuickInfoDialog').then((module) => ({ default: module.QuickInfoDialog })));

interface PermissionRow extends AdminPermission {
  rowId: string;
}

const CONTAINER_TYPES = { ROLES: 'role', RESOURCES: 'resource', PROVISIONING: 'prd' } as const;
const OBJECT_TABS = { ROLES: 'roles', RESOURCES: 'resources', PROVISIONING: 'permission' } as const satisfies Record<
  PermissionDomain,
  string
>;

export interface AssigneePermissionsProps {
  assigneeDn: string;
  domain: PermissionDomain;
}

/**
 * A delegated administrator's permissions in one domain (ROLES, RESOURCES, PROVISIONING): the objects and
 * containers they act on (search, paging, quick info on a role or resource, remove), adding more with the
 * picker or a root container, and what the permissions let them do (the domain's granular permissions). Its
 * texts (namespace `assigneePermissions`) and sheet come with its code.
 */
export function AssigneePermissions(props: AssigneePermissionsProps) {
  return (
    <WithStrings strings={ASSIGNEE_PERMISSIONS_STRINGS}>
      <AssigneePermissionsView {...props} />
    </WithStrings>
  );
}

/** The view itself, with its texts in; it brings the details' sheet, which the lists do not carry. */
function AssigneePermissionsView({ assigneeDn, domain }: AssigneePermissionsProps) {
  const { t } = useTranslation();
  const ref = useAreaStyles<HTMLElement>(detailStyles);
  const label = useServerLabel();
  const id = useId();
  const navigation = useAdminPermissionsNavigation();
  const [chosen, setChosen] = useState<PickerItem[]>([]);
  // The actions the permissions added grant: all of the domain's until some are unticked.
  const [actions, setActions] = useState<readonly string[]>(PERMISSION_ACTIONS[domain]);
  const [tried, setTried] = useState(false);
  const [quickInfo, setQuickInfo] = useState<PermissionRow | null>(null);
  const paging = useListState({
    name: 'permissions',
    of: `${assigneeDn}\u0000${domain}`,
    sortColumns: ['name'],
    defaultSort: { column: 'name', order: 'asc' },
  });
  const q = paging.search;
  const assignment = useAdminAssignments({ q: assigneeDn, filters: [domain], size: 5, nextIndex: 1 });
  const found = assignment.data?.items.find((a) => a.assigneeDn.toLowerCase() === assigneeDn.toLowerCase());
  const name = found?.assignee ?? assigneeDn;
  const list = useAssigneePermissions({
    assigneeDn,
    domain,
    ...searchPageQuery(paging),
    sortOrder: paging.sortOrder,
  });
  const granular = useGranularPermissions(domain);
  const roots = useRootContainers(domain);
  const change = useChangePermissions();
  const rows = useMemo<PermissionRow[]>(() => list.data?.items ?? [], [list.data]);
  const domainName = t(`adminAssignments.domainName.${domain}`);

  const actionsProblem = permissionActionsProblem(domain, actions);
  const allActions = actions.length === PERMISSION_ACTIONS[domain].length;
  const actionName = (key: string) =>
    label(`assigneePermissions.granular.${key}`, granular.data?.find((g) => g.key === key)?.value ?? key);
  const add = async (dns: string[]) => {
    setTried(true);
    if (actionsProblem) return;
    try {
      await change.mutateAsync({ assigneeDn, domain, dns, add: true, ...(allActions ? {} : { actions }) });
      navigation.changed?.({ action: 'permissionsAdded', dns: [assigneeDn], domain });
      setChosen([]);
      setTried(false);
    } catch {
      // The banner says why; the choice stays.
    }
  };
  const bulk = useBulkDelete<PermissionRow>({
    remove: (dns) => change.mutateAsync({ assigneeDn, domain, dns, add: false }),
    deleted: () => navigation.changed?.({ action: 'permissionsRemoved', dns: [assigneeDn], domain }),
  });
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('adminPermissions.column.name'), isSortable: true },
    { column: 'entityType', displayLabel: t('adminPermissions.column.entityType') },
    { column: 'actions', displayLabel: t('assigneePermissions.column.actions') },
    { column: 'dn', displayLabel: t('assigneePermissions.column.dn') },
  ];
  const notDelegated = found !== undefined && found.adminType !== 'MANAGER';

  return (
    <section ref={ref} className="idm-admin" part="permissions" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('assigneePermissions.title', { name, domain: domainName })}</Heading>
        <OpenLink href={navigation.href({ page: 'assignments' })} onOpen={() => navigation.go({ page: 'assignments' })}>
          {t('assigneePermissions.back')}
        </OpenLink>
      </header>
      <nav className="idm-admin-tabs" aria-label={t('assigneePermissions.domains')}>
        {PERMISSION_DOMAINS.map((d) => (
          <OpenLink
            key={d}
            className="idm-admin-tab"
            current={d === domain}
            href={navigation.href({ page: 'permissions', assigneeDn, domain: d })}
            onOpen={() => navigation.go({ page: 'permissions', assigneeDn, domain: d })}
          >
            {t(`adminAssignments.domainName.${d}`)}
          </OpenLink>
        ))}
      </nav>
      {assignment.isSuccess && !found ? (
        <p className="admin-permissions-hint" role="status">
          {t('assigneePermissions.notAssigned', { name, domain: domainName })}
        </p>
      ) : null}
      {notDelegated ? (
        <p className="admin-permissions-hint" role="status">
          {t('assigneePermissions.domainAdministrator', { name, domain: domainName })}
        </p>
      ) : null}

      <div className="idm-admin-card admin-permissions-add" part="permissions-add">
        <Heading depth={1}>{t('assigneePermissions.addHeading')}</Heading>
        <Picker
          key={domain}
          label={t('assigneePermissions.addLabel', { domain: domainName })}
          tabs={[
            domain === 'PROVISIONING'
              ? { id: 'permission', permissionTypes: [DOMAIN_OBJECT_TYPE[domain]] }
              : OBJECT_TABS[domain],
            { id: 'containers', containerType: CONTAINER_TYPES[domain] },
          ]}
          rootSelectable
          mode="multi"
          value={chosen}
          onChange={setChosen}
        />
        {tried && chosen.length === 0 ? (
          <p className="idm-admin-error">{t('assigneePermissions.chooseFirst')}</p>
        ) : null}
        <fieldset
          className="admin-permissions-actions"
          part="permission-actions"
          aria-describedby={tried && actionsProblem ? `${id}-actions-error` : undefined}
        >
          <legend>{t('assigneePermissions.actionsLegend')}</legend>
          {PERMISSION_ACTIONS[domain].map((key) => (
            <label key={key}>
              <input
                type="checkbox"
                checked={actions.includes(key)}
                onChange={(event) =>
                  setActions((now) =>
                    event.target.checked
                      ? PERMISSION_ACTIONS[domain].filter((a) => a === key || now.includes(a))
                      : now.filter((a) => a !== key),
                  )
                }
              />{' '}
              {actionName(key)}
            </label>
          ))}
          {tried && actionsProblem ? (
            <p id={`${id}-actions-error`} className="idm-admin-error" role="alert">
              {t('assigneePermissions.chooseAction')}
            </p>
          ) : null}
        </fieldset>
        <div className="idm-admin-actions">
          <button
            type="button"
            className="idm-button"
            disabled={change.isPending}
            onClick={() => {
              setTried(true);
              const dns = chosen.map((item) => item.dn ?? item.id ?? '').filter((dn) => dn !== '');
              if (dns.length > 0) void add(dns);
            }}
          >
            {t('assigneePermissions.add')}
          </button>
        </div>
        {roots.data && roots.data.length > 0 ? (
          <div className="admin-permissions-roots">
            <Heading depth={2}>{t('assigneePermissions.rootContainers')}</Heading>
            <ul>
              {roots.data.map((root) => (
                <li key={root.dn}>
                  <bdi>{root.name}</bdi>{' '}
                  <button
                    type="button"
                    className="idm-link-button"
                    disabled={change.isPending}
                    onClick={() => void add([root.dn])}
                  >
                    {t('assigneePermissions.addRoot', { name: root.name })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <ListSearch
        area="assigneePermissions"
        value={q}
        paging={paging}
        submitLabel={t('adminPermissions.searchButton')}
      />
      {list.isError ? (
        <LoadFailure message={t('assigneePermissions.failed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<PermissionRow>
        tableName={t('assigneePermissions.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        {...bulk.tableProps(t('assigneePermissions.remove'))}
        rowLabel={(row) => row.name}
        renderCell={(row, column) => {
          if (column.column === 'name')
            return row.entityType === 'ROLE' || row.entityType === 'RESOURCE' ? (
              <button type="button" className="idm-link-button" onClick={() => setQuickInfo(row)}>
                <bdi>{row.name}</bdi>
              </button>
            ) : (
              <bdi>{row.name}</bdi>
            );
          if (column.column === 'entityType') return t(`adminPermissions.objectType.${row.entityType}`);
          if (column.column === 'actions')
            return row.actions.length === PERMISSION_ACTIONS[domain].length
              ? t('assigneePermissions.allActions')
              : row.actions.map(actionName).join(', ');
          if (column.column === 'dn')
            return (
              <span className="admin-permissions-dn">
                <IdentifierText value={row.dn} />
              </span>
            );
          return undefined;
        }}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={change.isPending}
        heading={t('assigneePermissions.removeHeading')}
        question={(count) => t('assigneePermissions.removeQuestion', { count, name })}
        confirmLabel={t('assigneePermissions.confirmRemove')}
        cancelLabel={t('assigneePermissions.cancel')}
      />

      <details className="idm-admin-card admin-permissions-granular" part="permission-details">
        <summary>{t('assigneePermissions.granularHeading', { domain: domainName })}</summary>
        <p className="admin-permissions-hint">{t('assigneePermissions.granularHint')}</p>
        <ul>
          {(granular.data ?? []).map((g) => (
            <li key={g.key}>{label(`assigneePermissions.granular.${g.key}`, g.value)}</li>
          ))}
        </ul>
      </details>
      {quickInfo && (quickInfo.entityType === 'ROLE' || quickInfo.entityType === 'RESOURCE') ? (
        <Suspense fallback={null}>
          <QuickInfoDialog
            entityType={quickInfo.entityType}
            dn={quickInfo.dn}
            name={quickInfo.name}
            onClose={() => setQuickInfo(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
