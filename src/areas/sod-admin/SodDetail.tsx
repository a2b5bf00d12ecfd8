import { useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useCreateSod, useUpdateSod, type SodDetails } from '../../api/catalog-admin';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, useAreaStyles } from '../../ui/area';
import detailPageStyles from '../../ui/area/detail-page.css?inline';
import { useSodAdminNavigation } from './navigation';
import { useSodDetails } from './queries';
import { EMPTY_SOD, SodForm, type SodFormValue } from './SodForm';
import { SodViolations } from './SodViolations';
import { AdminPage } from '../../ui/area/AdminPage';

const formValueOf = (sod: SodDetails): SodFormValue => ({
  name: sod.name,
  description: sod.description,
  roles: sod.roles.map(({ dn, name }) => ({ dn, name })),
  localizedNames: sod.localizedNames,
  localizedDescriptions: sod.localizedDescriptions,
  approvalType: sod.approvalType,
  useDefaultApprovers: sod.useDefaultApprovers,
  approvers: sod.approvers,
});

/** The way back, and the details pages' sheet, which the element (opening on its list) does not carry. */
function BackToSods() {
  const { t } = useTranslation();
  const navigation = useSodAdminNavigation();
  const ref = useAreaStyles<HTMLDivElement>(detailPageStyles);
  return (
    <div ref={ref} className="sod-admin-back">
      <DetailBackLink
        href={navigation.href({ page: 'list' })}
        onOpen={() => navigation.go({ page: 'list' })}
        label={t('sodAdmin.backToList')}
        navLabel={t('sodAdmin.breadcrumb')}
      />
    </div>
  );
}

/** A rule to edit, and who violates it. */
export function SodDetail({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useSodAdminNavigation();
  const sod = useSodDetails(dn);
  const update = useUpdateSod();
  const formValue = useMemo(() => (sod.data ? formValueOf(sod.data) : EMPTY_SOD), [sod.data]);
  if (sod.isPending) return <ComponentLoader label={t('sodAdmin.loadingSod')} />;
  if (sod.isError)
    return (
      <section className="idm-admin">
        <BackToSods />
        <LoadFailure what={t('sodAdmin.failedSod')} error={sod.error} onRetry={() => void sod.refetch()} />
      </section>
    );
  return (
    <AdminPage part="sod-detail" back={<BackToSods />} title={<bdi>{sod.data.name}</bdi>}>
      <SodForm
        key={sod.data.dn}
        initial={formValue}
        version={sod.data.version ?? undefined}
        submitLabel={t('sodAdmin.save')}
        onSave={(value, version) => update.mutateAsync({ ...value, dn: sod.data.dn, version })}
        reload={async () => {
          const { data } = await sod.refetch();
          return { value: data ? formValueOf(data) : formValue, version: data?.version ?? undefined };
        }}
        onSaved={() => navigation.changed?.({ action: 'updated', dns: [sod.data.dn] })}
      />
      <SodViolations dn={sod.data.dn} />
    </AdminPage>
  );
}

/** A new rule; once created, its page opens. */
export function SodCreate() {
  const { t } = useTranslation();
  const navigation = useSodAdminNavigation();
  const create = useCreateSod();
  return (
    <AdminPage part="sod-create" back={<BackToSods />} title={t('sodAdmin.createTitle')}>
      <SodForm
        initial={EMPTY_SOD}
        submitLabel={t('sodAdmin.create')}
        onSave={(value) => create.mutateAsync(value)}
        onSaved={(_value, dn) => {
          navigation.changed?.({ action: 'created', dns: [dn] });
          navigation.go(dn ? { page: 'detail', dn } : { page: 'list' });
        }}
      />
    </AdminPage>
  );
}
