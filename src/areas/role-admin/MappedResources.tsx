import { lazy, Suspense, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useTranslation } from '../../core/react';
import { useChangeMappedResources, type MappedParameter, type MappedResource } from '../../api/catalog-admin';
import { parameterTypeOf } from '../../domain/resource-parameters';
import { LoadFailure } from '../../ui/LoadFailure';
import { DetailBackLink, OpenLink } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { PickerItem } from '../../domain/picker-item';
import { useRoleAdminNavigation } from './navigation';
import { useMappedResources } from './queries';
import { Heading } from '../../ui/Heading';

/** The editor of a mapping's parameters: its code comes when it first opens. */
const MappingEditor = lazy(() => import('./MappingEditor').then((module) => ({ default: module.MappingEditor })));

/** A parameter's value as a person reads it: Yes / No for a Boolean, a dash when none is given. */
function ParameterValue({ parameter }: { parameter: MappedParameter }) {
  const { t } = useTranslation();
  if (parameter.value === '') return <span className="role-admin-no-value">{t('roleAdminEditor.noValue')}</span>;
  if (parameterTypeOf(parameter.dataType) === 'Boolean')
    return <>{parameter.value === 'true' ? t('roleAdminEditor.yes') : t('roleAdminEditor.no')}</>;
  return <bdi>{parameter.value}</bdi>;
}

interface ResourceListProps {
  resources: MappedResource[];
  onRemove?(dn: string): void;
  /** With it, each mapping's parameters and description can be edited (the role's DN). */
  editRoleDn?: string;
}

function ResourceList({ resources, onRemove, editRoleDn }: ResourceListProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  if (resources.length === 0) return <p>{t('roleAdminEditor.noMappedResources')}</p>;
  return (
    <ul className="idm-admin-resources role-admin-mappings">
      {resources.map((resource) => (
        <li key={resource.dn}>
          <div className="role-admin-mapping-head">
            <strong>
              <bdi>{resource.name}</bdi>
            </strong>
            {resource.mappingDescription ? <span dir="auto"> — {resource.mappingDescription}</span> : null}
          </div>
          {resource.parameters.length > 0 && editing !== resource.dn ? (
            <dl className="role-admin-parameters">
              {resource.parameters.map((p) => (
                <div key={p.id}>
                  <dt>
                    <bdi>{p.name}</bdi>
                  </dt>
                  <dd dir="auto">
                    <ParameterValue parameter={p} />
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {editRoleDn !== undefined && editing === resource.dn ? (
            <Suspense fallback={<ComponentLoader />}>
              <MappingEditor roleDn={editRoleDn} resource={resource} onDone={() => setEditing(null)} />
            </Suspense>
          ) : (
            <div className="idm-admin-actions">
              {editRoleDn !== undefined ? (
                <button
                  type="button"
                  className="idm-button secondary"
                  aria-label={t('roleAdminEditor.editParametersOf', { name: resource.name })}
                  onClick={() => setEditing(resource.dn)}
                >
                  {t('roleAdminEditor.editParameters')}
                </button>
              ) : null}
              {onRemove ? (
                <button type="button" className="idm-button secondary" onClick={() => onRemove(resource.dn)}>
                  {t('roleAdminEditor.unmapResource', { name: resource.name })}
                </button>
              ) : null}
            </div>
          )}
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
    <section className="idm-admin-card" part="role-resources" aria-label={t('roleAdminEditor.mappedResources')}>
      <Heading depth={1}>{t('roleAdminEditor.mappedResources')}</Heading>
      {mapped.isError ? <LoadFailure error={mapped.error} onRetry={() => void mapped.refetch()} /> : null}
      {mapped.data ? <ResourceList resources={mapped.data.items} /> : null}
      <OpenLink
        className="idm-button secondary"
        href={navigation.href({ page: 'mapresources', dn })}
        onOpen={() => navigation.go({ page: 'mapresources', dn })}
      >
        {t('roleAdminEditor.mapResources')}
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
        label={t('roleAdminEditor.backToRole')}
        navLabel={t('roleAdminEditor.breadcrumb')}
      />
      <Heading id="role-admin-map-title">
        {t('roleAdminEditor.mapResourcesOf')} <bdi>{roleName}</bdi>
      </Heading>
      {mapped.isError ? <LoadFailure error={mapped.error} onRetry={() => void mapped.refetch()} /> : null}
      <ResourceList
        resources={resources}
        editRoleDn={dn}
        onRemove={(resourceDn) => change.mutate({ method: 'DELETE', roleDn: dn, resources: [{ dn: resourceDn }] })}
      />
      <div className="idm-admin-add">
        <Picker
          label={t('roleAdminEditor.resourcesToMap')}
          tabs={['resources']}
          mode="multi"
          excluded={resources.map((r) => r.dn)}
          value={picked}
          onChange={setPicked}
        />
        <div className="idm-admin-field">
          <label htmlFor="role-admin-mapping-description">{t('roleAdminEditor.mappingDescription')}</label>
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
          {t('roleAdminEditor.map')}
        </button>
      </div>
    </section>
  );
}
