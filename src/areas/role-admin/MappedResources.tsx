import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeMappedResources, type MappedResource } from '../../api/catalog-admin';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, OpenLink } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { PickerItem } from '../../domain/picker-item';
import { useRoleAdminNavigation } from './navigation';
import { useMappedResources } from './queries';

function ResourceList({ resources, onRemove }: { resources: MappedResource[]; onRemove?(dn: string): void }) {
  const { t } = useTranslation();
  if (resources.length === 0) return <p>{t('roleAdmin.noMappedResources')}</p>;
  return (
    <ul className="idm-admin-resources">
      {resources.map((resource) => (
        <li key={resource.dn}>
          <strong>
            <bdi>{resource.name}</bdi>
          </strong>
          {resource.mappingDescription ? <span dir="auto"> — {resource.mappingDescription}</span> : null}
          {resource.parameters.length > 0 ? (
            <dl>
              {resource.parameters.map((p) => (
                <div key={p.id}>
                  <dt>
                    <bdi>{p.name}</bdi>
                  </dt>
                  <dd dir="auto">{p.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {onRemove ? (
            <button type="button" className="idm-button secondary" onClick={() => onRemove(resource.dn)}>
              {t('roleAdmin.unmapResource', { name: resource.name })}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The resources a role grants, read-only, with a link to map others (`mapresources`, its own right). */
export function MappedResourcesCard({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  const mapped = useMappedResources(dn);
  return (
    <section className="idm-admin-card" part="role-resources" aria-label={t('roleAdmin.mappedResources')}>
      <h3>{t('roleAdmin.mappedResources')}</h3>
      {mapped.isError ? <LoadFailure error={mapped.error} onRetry={() => void mapped.refetch()} /> : null}
      {mapped.data ? <ResourceList resources={mapped.data.items} /> : null}
      <OpenLink
        className="idm-button secondary"
        href={navigation.href({ page: 'mapresources', dn })}
        onOpen={() => navigation.go({ page: 'mapresources', dn })}
      >
        {t('roleAdmin.mapResources')}
      </OpenLink>
    </section>
  );
}

/** Maps resources to a role (with a mapping description) and removes mappings. */
export function MapResources({ dn, roleName }: { dn: string; roleName: string }) {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  const mapped = useMappedResources(dn);
  const change = useChangeMappedResources();
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const [description, setDescription] = useState('');
  const resources = mapped.data?.items ?? [];
  const add = async () => {
    try {
      await change.mutateAsync({
        method: 'POST',
        roleDn: dn,
        resources: picked.map((item) => ({ dn: item.dn ?? item.id ?? '', mappingDescription: description.trim() })),
      });
      setPicked([]);
      setDescription('');
    } catch {
      // The banner says why; the choice stays.
    }
  };
  return (
    <section className="idm-admin" part="map-resources" aria-labelledby="role-admin-map-title">
      <DetailBackLink
        href={navigation.href({ page: 'detail', dn })}
        onOpen={() => navigation.go({ page: 'detail', dn })}
        label={t('roleAdmin.backToRole')}
        navLabel={t('roleAdmin.breadcrumb')}
      />
      <h2 id="role-admin-map-title">
        {t('roleAdmin.mapResourcesOf')} <bdi>{roleName}</bdi>
      </h2>
      {mapped.isError ? <LoadFailure error={mapped.error} onRetry={() => void mapped.refetch()} /> : null}
      <ResourceList
        resources={resources}
        onRemove={(resourceDn) => change.mutate({ method: 'DELETE', roleDn: dn, resources: [{ dn: resourceDn }] })}
      />
      <div className="idm-admin-add">
        <Picker
          label={t('roleAdmin.resourcesToMap')}
          tabs={['resources']}
          mode="multi"
          excluded={resources.map((r) => r.dn)}
          value={picked}
          onChange={setPicked}
        />
        <div className="idm-admin-field">
          <label htmlFor="role-admin-mapping-description">{t('roleAdmin.mappingDescription')}</label>
          <input
            id="role-admin-mapping-description"
            dir="auto"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="idm-button"
          disabled={picked.length === 0 || change.isPending}
          onClick={() => void add()}
        >
          {t('roleAdmin.map')}
        </button>
      </div>
    </section>
  );
}
