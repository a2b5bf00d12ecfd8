import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useCreateGroup, useUpdateGroup } from '../../api/group-admin';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, useAreaStyles } from '../../ui/area';
import detailStyles from './group-detail.css?inline';
import { GroupForm, EMPTY_GROUP, groupFormValueOf } from './GroupForm';
import { useGroupAdminNavigation } from './navigation';
import { useGroupDetails } from './queries';
import { AdminPage } from '../../ui/area/AdminPage';
import { Heading } from '../../ui/Heading';
import { WithStrings } from '../../ui/WithStrings';
import { GROUP_EDITOR_STRINGS } from './editor-strings';

/**
 * A group's members and roles: each loads its own data below the definition, so their code comes beside
 * the group's answer (requested when the page opens), not before the page's first paint.
 */
const loadSections = () => import('./GroupSections');
const GroupSections = lazy(() => loadSections().then((module) => ({ default: module.GroupSections })));

/** The way back, and the details pages' sheet, which the element (opening on its list) does not carry. */
function BackToGroups() {
  const { t } = useTranslation();
  const navigation = useGroupAdminNavigation();
  const ref = useAreaStyles<HTMLDivElement>(detailStyles);
  return (
    <div ref={ref} className="group-admin-back">
      <DetailBackLink
        href={navigation.href({ page: 'list' })}
        onOpen={() => navigation.go({ page: 'list' })}
        label={t('groupEditor.backToList')}
        navLabel={t('groupEditor.breadcrumb')}
      />
    </div>
  );
}

/** One group: what it is, its name and description to edit, its members and the roles its members receive. */
function GroupPage({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useGroupAdminNavigation();
  const group = useGroupDetails(dn);
  const update = useUpdateGroup();
  const formValue = useMemo(() => (group.data ? groupFormValueOf(group.data) : EMPTY_GROUP), [group.data]);
  if (group.isPending) return <ComponentLoader label={t('groupEditor.loadingGroup')} />;
  if (group.isError)
    return (
      <section className="idm-admin">
        <BackToGroups />
        <LoadFailure what={t('groupEditor.failedGroup')} error={group.error} onRetry={() => void group.refetch()} />
      </section>
    );
  const details = group.data;
  return (
    <section className="idm-admin" part="group-detail" aria-labelledby="group-admin-detail-title">
      <BackToGroups />
      <header className="idm-admin-header">
        <Heading id="group-admin-detail-title">
          <bdi>{details.name}</bdi>
        </Heading>
      </header>
      <dl className="idm-admin-facts">
        <div>
          <dt>{t('groupEditor.container')}</dt>
          <dd>
            <bdi>{details.container}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('groupAdmin.column.kind')}</dt>
          <dd>{details.dynamic ? t('groupAdmin.kind.dynamic') : t('groupAdmin.kind.static')}</dd>
        </div>
        {details.memberCount !== null ? (
          <div>
            <dt>{t('groupAdmin.column.members')}</dt>
            <dd>{details.memberCount}</dd>
          </div>
        ) : null}
      </dl>
      {details.dynamic ? (
        <section className="idm-admin-card" aria-labelledby="group-admin-query-title">
          <Heading depth={1} id="group-admin-query-title">
            {t('groupEditor.dynamicQuery')}
          </Heading>
          <p className="group-admin-hint">{t('groupEditor.dynamicHint')}</p>
          <code className="group-admin-query" dir="ltr">
            {details.memberQuery}
          </code>
        </section>
      ) : null}
      <GroupForm
        key={details.dn}
        initial={formValue}
        version={details.version ?? undefined}
        editing
        submitLabel={t('groupEditor.save')}
        onSave={(value, version) =>
          update.mutateAsync({ dn: details.dn, name: value.name, description: value.description, version })
        }
        reload={async () => {
          const { data } = await group.refetch();
          return { value: data ? groupFormValueOf(data) : formValue, version: data?.version ?? undefined };
        }}
        onSaved={() => navigation.changed?.({ action: 'updated', dns: [details.dn] })}
      />
      <Suspense fallback={<ComponentLoader />}>
        <GroupSections group={details} />
      </Suspense>
    </section>
  );
}

/** A new group; once created, its page opens. */
function GroupCreateForm() {
  const { t } = useTranslation();
  const navigation = useGroupAdminNavigation();
  const create = useCreateGroup();
  return (
    <AdminPage part="group-create" back={<BackToGroups />} title={t('groupEditor.createTitle')}>
      <GroupForm
        initial={EMPTY_GROUP}
        editing={false}
        submitLabel={t('groupAdmin.create')}
        onSave={(value) => create.mutateAsync(value)}
        onSaved={(_value, group) => {
          const dn = group.dn;
          navigation.changed?.({ action: 'created', dns: dn ? [dn] : [] });
          navigation.go(dn ? { page: 'detail', dn } : { page: 'list' });
        }}
      />
    </AdminPage>
  );
}

/**
 * A group's page, once its texts are in (they come with this code: `groupEditor`). The group's read and the
 * sections' code start at once, beside another language's file, not after it.
 */
export function GroupDetail({ dn }: { dn: string }) {
  useGroupDetails(dn);
  useEffect(() => {
    void loadSections();
  }, []);
  return (
    <WithStrings strings={GROUP_EDITOR_STRINGS}>
      <GroupPage dn={dn} />
    </WithStrings>
  );
}

/** A new group, once its texts are in. */
export function GroupCreate() {
  return (
    <WithStrings strings={GROUP_EDITOR_STRINGS}>
      <GroupCreateForm />
    </WithStrings>
  );
}
