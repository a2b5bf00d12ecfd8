import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useUpdateResource, type ResourceDetails } from '../../api/resource-admin';
import { approvalChoiceOf } from '../../domain/role-admin';
import { CATALOG_ITEM_STATUS, catalogStatusCode } from '../../domain/catalog-status';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { ApprovalSummary } from '../../ui/area/ApprovalEditor';
import { BackToResources, BindingText, ResourceNotRead } from './ResourceDetailParts';
import { useResourceAdminNavigation } from './navigation';
import { useResourceDetails } from './queries';
import { ResourceForm } from './ResourceForm';
import { EMPTY_RESOURCE, type ResourceFormValue } from './resource-form-value';
import { Heading } from '../../ui/Heading';
import { ResourcePagesTexts } from './ResourcePagesTexts';

export const formValueOf = (resource: ResourceDetails): ResourceFormValue => ({
  name: resource.name,
  description: resource.description,
  categories: resource.categories,
  owners: resource.owners,
  localizedNames: resource.localizedNames,
  localizedDescriptions: resource.localizedDescriptions,
  binding: resource.binding,
  parameters: resource.parameters,
  approval: approvalChoiceOf(resource.approval),
  // Unchanged unless the administrator picks another revoke approval.
  revoke: { ...resource.revoke, retain: true },
  requestDef: resource.requestDef,
  expiration: resource.expiration,
});

/**
 * Who holds the resource: a table with its own data below the definition, so its code comes beside the
 * resource's answer (requested when the page opens), not before the page's first paint.
 */
const loadAssignments = () => import('./ResourceAssignments');
const ResourceAssignments = lazy(() => loadAssignments().then((module) => ({ default: module.ResourceAssignments })));

/**
 * One resource: what it is (and its status), its definition to edit, who holds it. The resource's read and the
 * holders' code are asked for before the page's texts are in (another language's file).
 */
export function ResourceDetail({ dn }: { dn: string }) {
  useResourceDetails(dn);
  useEffect(() => {
    void loadAssignments();
  }, []);
  return (
    <ResourcePagesTexts>
      <ResourcePage dn={dn} />
    </ResourcePagesTexts>
  );
}

function ResourcePage({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useResourceAdminNavigation();
  const resource = useResourceDetails(dn);
  const update = useUpdateResource();
  const formValue = useMemo(() => (resource.data ? formValueOf(resource.data) : EMPTY_RESOURCE), [resource.data]);
  if (!resource.isSuccess) return <ResourceNotRead resource={resource} />;
  const details = resource.data;
  const grant = approvalChoiceOf(details.approval);
  const pendingDelete = details.status === CATALOG_ITEM_STATUS.pendingDelete;
  return (
    <section className="idm-admin" part="resource-detail" aria-labelledby="resource-admin-detail-title">
      <BackToResources />
      <header className="idm-admin-header">
        <Heading id="resource-admin-detail-title">
          <bdi>{details.name}</bdi>
        </Heading>
        <span className={pendingDelete ? 'idm-admin-pending' : 'resource-admin-status'}>
          {t(`resourceAdmin.status.${catalogStatusCode(details.status)}`)}
        </span>
      </header>
      <dl className="idm-admin-facts">
        <div>
          <dt>{t('resourceAdminPages.binding.legend')}</dt>
          <dd>
            <BindingText resource={details} />
          </dd>
        </div>
        <div>
          <dt>{t('resourceAdminPages.approval')}</dt>
          <dd>
            <ApprovalSummary labels="resourceAdminPages" type={grant.type} choice={grant} />
          </dd>
        </div>
        <div>
          <dt>{t('resourceAdminPages.revokeApproval')}</dt>
          <dd>
            <ApprovalSummary labels="resourceAdminPages" type={details.revokeType} choice={details.revoke.approval} />
          </dd>
        </div>
      </dl>
      <ResourceForm
        key={details.dn}
        initial={formValue}
        version={details.version ?? undefined}
        currentName={details.name}
        submitLabel={t('resourceAdminPages.save')}
        onSave={(value, version) => update.mutateAsync({ ...value, dn: details.dn, version })}
        reload={async () => {
          const { data } = await resource.refetch();
          return { value: data ? formValueOf(data) : formValue, version: data?.version ?? undefined };
        }}
        onSaved={() => navigation.changed?.({ action: 'updated', dns: [details.dn] })}
      />
      <Suspense fallback={<ComponentLoader />}>
        <ResourceAssignments resource={details} />
      </Suspense>
    </section>
  );
}
