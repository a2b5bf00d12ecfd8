import { useId } from 'react';
import { useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink } from '../../ui/area';
import { EntityList } from './EntityList';
import { useEntitiesNavigation } from './navigation';
import { useEntityDefinitions } from './list-queries';
import { Heading } from '../../ui/Heading';

/** The custom entity definitions as tabs (with their item counts) and the chosen one's items. */
export function EntityCatalog({ entityKey }: { entityKey?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useEntitiesNavigation();
  const definitions = useEntityDefinitions();
  if (definitions.isPending) return <ComponentLoader label={t('entities.loading')} />;
  if (definitions.isError)
    return (
      <LoadFailure
        what={t('entities.failedDefinitions')}
        error={definitions.error}
        onRetry={() => void definitions.refetch()}
      />
    );
  const all = definitions.data;
  const current = all.find((d) => d.key === entityKey) ?? all[0];
  return (
    <section className="idm-admin" part="entity-catalog" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('entities.title')}</Heading>
        <OpenLink href={navigation.href({ page: 'helpdesk' })} onOpen={() => navigation.go({ page: 'helpdesk' })}>
          {t('entities.helpdesk.link')}
        </OpenLink>
      </header>
      <nav aria-label={t('entities.definitions')}>
        <ul className="entities-tabs">
          {all.map((definition) => (
            <li key={definition.key}>
              <OpenLink
                href={navigation.href({ page: 'catalog', key: definition.key })}
                onOpen={() => navigation.go({ page: 'catalog', key: definition.key })}
                current={definition.key === current?.key}
              >
                <bdi>{definition.display}</bdi>
                {definition.count !== null ? ` (${definition.count})` : ''}
              </OpenLink>
            </li>
          ))}
        </ul>
      </nav>
      {current ? <EntityList key={current.key} definition={current} /> : <p>{t('entities.noDefinitions')}</p>}
    </section>
  );
}
