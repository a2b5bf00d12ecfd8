import { useState } from 'react';
import { useTranslation } from '../../core/react';
import { useChangeRelatedRoles, type RoleLookupItem } from '../../api/catalog-admin';
import { childLevelOf, parentLevelOf } from '../../domain/role-admin';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import type { PickerItem } from '../../domain/picker-item';
import { useRoleAdminNavigation } from './navigation';
import { useChildRoles, useParentRoles } from './queries';
import { levelName } from './role-admin-mapping';
import { Heading } from '../../ui/Heading';

type Relation = 'subRoles' | 'parentRoles';

/**
 * A role's child and parent roles, each added and removed only across the levels the product allows:
 * a business role contains IT roles, an IT role contains permission roles.
 */
export function RoleRelations({ dn, level }: { dn: string; level: number }) {
  const { t } = useTranslation();
  const children = useChildRoles(dn);
  const parents = useParentRoles(dn);
  const childLevel = childLevelOf(level);
  const parentLevel = parentLevelOf(level);
  return (
    <section className="idm-admin-card" part="role-relations" aria-label={t('roleAdminEditor.relationships')}>
      <Heading depth={1}>{t('roleAdminEditor.relationships')}</Heading>
      {childLevel === null ? (
        <p>{t('roleAdminEditor.noChildLevel')}</p>
      ) : (
        <RelatedList
          dn={dn}
          relation="subRoles"
          heading={t('roleAdminEditor.childRoles', { level: levelName(t, childLevel) })}
          level={childLevel}
          query={children}
        />
      )}
      {parentLevel === null ? (
        <p>{t('roleAdminEditor.noParentLevel')}</p>
      ) : (
        <RelatedList
          dn={dn}
          relation="parentRoles"
          heading={t('roleAdminEditor.parentRoles', { level: levelName(t, parentLevel) })}
          level={parentLevel}
          query={parents}
        />
      )}
    </section>
  );
}

interface RelatedListProps {
  dn: string;
  relation: Relation;
  heading: string;
  level: number;
  query: ReturnType<typeof useChildRoles>;
}

function RelatedList({ dn, relation, heading, level, query }: RelatedListProps) {
  const { t } = useTranslation();
  const navigation = useRoleAdminNavigation();
  const change = useChangeRelatedRoles();
  const [picked, setPicked] = useState<PickerItem[]>([]);
  const roles: RoleLookupItem[] = query.data?.items ?? [];
  const add = async () => {
    const dns = picked.map((item) => item.dn ?? item.id ?? '').filter((d) => d !== '');
    if (dns.length === 0) return;
    try {
      await change.mutateAsync({ method: 'POST', relation, roleDn: dn, dns });
      setPicked([]);
    } catch {
      // The banner says why; the choice stays.
    }
  };
  return (
    <div className="idm-admin-related">
      <Heading depth={2}>{heading}</Heading>
      {query.isError ? <LoadFailure error={query.error} onRetry={() => void query.refetch()} /> : null}
      {roles.length === 0 && query.isSuccess ? <p>{t('roleAdminEditor.noRelated')}</p> : null}
      <ul>
        {roles.map((role) => (
          <li key={role.dn}>
            <OpenLink
              href={navigation.href({ page: 'detail', dn: role.dn })}
              onOpen={() => navigation.go({ page: 'detail', dn: role.dn })}
            >
              <bdi>{role.name}</bdi>
            </OpenLink>
            <button
              type="button"
              className="idm-button secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ method: 'DELETE', relation, roleDn: dn, dns: [role.dn] })}
            >
              {t('roleAdminEditor.removeRelated', { name: role.name })}
            </button>
          </li>
        ))}
      </ul>
      <div className="idm-admin-add">
        <Picker
          label={t('roleAdminEditor.addRelated', { level: levelName(t, level) })}
          tabs={['roles']}
          mode="multi"
          roleLevel={level}
          excluded={[dn, ...roles.map((r) => r.dn)]}
          value={picked}
          onChange={setPicked}
        />
        <button
          type="button"
          className="idm-button"
          disabled={picked.length === 0 || change.isPending}
          onClick={() => void add()}
        >
          {t('roleAdminEditor.add')}
        </button>
      </div>
    </div>
  );
}
