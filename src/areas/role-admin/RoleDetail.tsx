import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useUpdateRole, type RoleDetails } from '../../api/catalog-admin';
import { commonName } from '../../domain/format';
import { BackToRoles } from './BackToRoles';
import { approvalChoiceOf, revokeTypeOf } from '../../domain/role-admin';
import { CATALOG_ITEM_STATUS } from '../../domain/role-admin';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { isHttpStatus } from '../../core';
import { RoleNotYours } from './RoleNotYours';
import { ApprovalSummary } from '../../ui/area/ApprovalEditor';
import { useRoleAdminNavigation } from './navigation';
import { useRoleDetails } from './queries';
import { RoleForm } from './RoleForm';
import { EMPTY_ROLE, type RoleFormValue } from './role-form-value';
import { levelName, statusName } from './role-admin-mapping';
import { Heading } from '../../ui/Heading';
import { RoleEditorTexts } from './RoleEditorTexts';

export const formValueOf = (role: RoleDetails): RoleFormValue => ({
  name: role.name,
  description: role.description,
  level: role.level,
  subContainer: role.subContainer,
  categories: role.categories,
  owners: role.owners,
  localizedNames: role.localizedNames,
  localizedDescriptions: role.localizedDescriptions,
  approval: approvalChoiceOf(role.approval),
  revoke: role.revoke,
});

/**
 * What a role gains, its relationships, mapped resources, assignments and requests: each loads its own data
 * below the definition, so their code comes beside the role's answer (requested when the page opens), not
 * before the page's first paint.
 */
const loadSections = () => import('./RoleSections');
const RoleSections = lazy(() => loadSections().then((module) => ({ default: module.RoleSections })));

/**
 * One role: what it is (and its status), its definition to edit, relationships, resources, assignments, requests.
 * The role's read and the sections' code are asked for before the page's texts are in (another language's file).
 */
export function RoleDetail({ dn }: { dn: string }) {
  useRoleDetails(dn);
  useEffect(() => {
    void loadSections();
  }, []);
  return (
    <RoleEditorTexts>
      <RolePage dn={dn} />
    </RoleEditorTexts>
  );
}

function RolePage({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  const role = useRoleDetails(dn);
  const update = useUpdateRole();
  const formValue = useMemo(() => (role.data ? formValueOf(role.data) : EMPTY_ROLE), [role.data]);
  if (role.isPending) return <ComponentLoader label={t('roleAdminEditor.loadingRole')} />;
  if (role.isError && isHttpStatus(role.error, 403)) return <RoleNotYours />;
  if (role.isError)
    return (
      <section className="idm-admin">
        <BackToRoles />
        <LoadFailure what={t('roleAdminEditor.failedRole')} error={role.error} onRetry={() => void role.refetch()} />
      </section>
    );
  const details = role.data;
  const grant = approvalChoiceOf(details.approval);
  const pendingDelete = details.status === CATALOG_ITEM_STATUS.pendingDelete;
  return (
    <section className="idm-admin" part="role-detail" aria-labelledby="role-admin-detail-title">
      <BackToRoles />
      <header className="idm-admin-header">
        <Heading id="role-admin-detail-title">
          <bdi>{details.name}</bdi>
        </Heading>
        <span className={pendingDelete ? 'idm-admin-pending' : 'role-admin-status'}>
          {statusName(t, details.status)}
        </span>
      </header>
      <dl className="idm-admin-facts">
        <div>
          <dt>{t('roleAdminEditor.level.label')}</dt>
          <dd>{levelName(t, details.level)}</dd>
        </div>
        <div>
          <dt>{t('roleAdminEditor.container')}</dt>
          <dd>
            <bdi>{details.subContainer ? commonName(details.subContainer) : levelName(t, details.level)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('roleAdminEditor.approval')}</dt>
          <dd>
            <ApprovalSummary labels="roleAdminEditor" type={grant.type} choice={grant} />
          </dd>
        </div>
        <div>
          <dt>{t('roleAdminEditor.revokeApproval')}</dt>
          <dd>
            <ApprovalSummary
              labels="roleAdminEditor"
              type={revokeTypeOf(details.revoke)}
              choice={details.revoke.approval}
            />
          </dd>
        </div>
      </dl>
      <RoleForm
        key={details.dn}
        initial={formValue}
        version={details.version ?? undefined}
        editing
        submitLabel={t('roleAdminEditor.save')}
        onSave={(value, version) => update.mutateAsync({ ...value, dn: details.dn, version })}
        reload={async () => {
          const { data } = await role.refetch();
          return { value: data ? formValueOf(data) : formValue, version: data?.version ?? undefined };
        }}
        onSaved={() => navigation.changed?.({ action: 'updated', dns: [details.dn] })}
      />
      <Suspense fallback={<ComponentLoader />}>
        <RoleSections dn={details.dn} name={details.name} level={details.level} />
      </Suspense>
    </section>
  );
}
