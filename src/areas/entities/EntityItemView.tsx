import { useState } from 'react';
import { useTranslation } from '../../core/react';
import { useCreateEntityItem, useUpdateEntityItem, type EntityDefinition, type EntityItem } from '../../api/entities';
import { entityRouteSegments, lookupDefinition } from '../../domain/entities';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink } from '../../ui/area';
import { EntityBackLink } from './EntityBackLink';
import { EntityForm, formValueOf } from './EntityForm';
import { useEntitiesNavigation } from './navigation';
import { useEntityDefinition, useEntityItem } from './queries';
import { Heading } from '../../ui/Heading';
import { WithViewTexts } from './view-strings';

function BackToList({ definition }: { definition: EntityDefinition | undefined }) {
  const { t } = useTranslation();
  const navigation = useEntitiesNavigation();
  const view = { page: 'catalog', ...(definition ? { key: definition.key } : {}) } as const;
  return (
    <EntityBackLink
      href={navigation.href(view)}
      onOpen={() => navigation.go(view)}
      label={t('entityViews.backToList', { name: definition?.display ?? t('entities.title') })}
      navLabel={t('entityViews.breadcrumb')}
    />
  );
}

/** A DN value: a link to the item's page (users: the user catalog, spec section 2), else its text. */
function DnValue({ lookupEntity, dn, display }: { lookupEntity: string; dn: string; display: string }) {
  const navigation = useEntitiesNavigation();
  const segments = entityRouteSegments(lookupEntity, dn);
  const key = lookupDefinition(lookupEntity);
  if (!segments) return <bdi>{display}</bdi>;
  if (segments[0] === 'users') {
    const href = navigation.userHref(dn);
    return href ? (
      <a href={href}>
        <bdi>{display}</bdi>
      </a>
    ) : (
      <bdi>{display}</bdi>
    );
  }
  return (
    <OpenLink href={navigation.href({ page: 'item', key, dn })} onOpen={() => navigation.go({ page: 'item', key, dn })}>
      <bdi>{display}</bdi>
    </OpenLink>
  );
}

/** The item's attributes as facts: DN values link to their pages, empty ones are left out. */
function EntityFacts({ definition, item }: { definition: EntityDefinition; item: EntityItem }) {
  return (
    <dl className="idm-admin-facts" part="entity-facts">
      {definition.attributes
        .filter((a) => (item.values[a.key] ?? []).length > 0)
        .map((a) => (
          <div key={a.key}>
            <dt>{a.displayLabel}</dt>
            <dd>
              <ul className="entities-values">
                {(item.values[a.key] ?? []).map((v) => (
                  <li key={v.value}>
                    {a.dataType === 'DN' ? (
                      <DnValue lookupEntity={a.lookupEntity} dn={v.value} display={v.display} />
                    ) : (
                      <bdi>{v.display}</bdi>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** One item: its attributes, Edit for administrators, its org chart where the definition has one. */
function ItemView({ entityKey, dn }: { entityKey: string; dn: string }) {
  const { t } = useTranslation();
  const navigation = useEntitiesNavigation();
  const definition = useEntityDefinition(entityKey);
  const item = useEntityItem(definition.data, dn);
  const update = useUpdateEntityItem();
  const [editing, setEditing] = useState(false);
  if (definition.isPending || (definition.data && item.isPending))
    return <ComponentLoader label={t('entityViews.loadingItem')} />;
  if (definition.isError || item.isError || !item.data)
    return (
      <section className="idm-admin" aria-labelledby="entities-item-title">
        <BackToList definition={definition.data} />
        <Heading id="entities-item-title">{definition.data?.display ?? t('entities.title')}</Heading>
        <LoadFailure
          what={t('entityViews.failedItem')}
          error={definition.error ?? item.error ?? new Error(t('entityViews.notFound'))}
          onRetry={() => void (definition.isError ? definition.refetch() : item.refetch())}
        />
      </section>
    );
  const def = definition.data!;
  const details = item.data;
  return (
    <section className="idm-admin" part="entity-item" aria-labelledby="entities-item-title">
      <BackToList definition={def} />
      <header className="idm-admin-header">
        <Heading id="entities-item-title">
          <bdi>{details.name}</bdi>
        </Heading>
        <div className="idm-admin-actions">
          {def.isOrgChart ? (
            <OpenLink
              className="idm-button secondary"
              href={navigation.href({ page: 'orgChart', key: def.key, dn: details.dn })}
              onOpen={() => navigation.go({ page: 'orgChart', key: def.key, dn: details.dn })}
            >
              {t('entityViews.orgChart')}
            </OpenLink>
          ) : null}
          {def.isEditable && !editing ? (
            <button type="button" className="idm-button" onClick={() => setEditing(true)}>
              {t('entityViews.edit')}
            </button>
          ) : null}
        </div>
      </header>
      <p className="entities-hint">
        <bdi>{def.display}</bdi> · <bdi dir="ltr">{details.dn}</bdi>
      </p>
      {editing ? (
        <EntityForm
          definition={def}
          initial={formValueOf(def, details.values)}
          version={details.version ?? undefined}
          editing
          submitLabel={t('entities.save')}
          onCancel={() => setEditing(false)}
          onSave={(values, name, version) =>
            update.mutateAsync({ key: def.key, dn: details.dn, name, values, version })
          }
          reload={async () => {
            const { data } = await item.refetch();
            return {
              value: formValueOf(def, (data ?? details).values),
              version: (data ?? details).version ?? undefined,
            };
          }}
          onSaved={() => {
            navigation.changed?.({ action: 'updated', entityKey: def.key, dns: [details.dn] });
            setEditing(false);
          }}
        />
      ) : (
        <EntityFacts definition={def} item={details} />
      )}
    </section>
  );
}

/** A new item of a definition; once created, its page opens. Without the right: a notice, no form. */
function CreateView({ entityKey }: { entityKey: string }) {
  const { t } = useTranslation();
  const navigation = useEntitiesNavigation();
  const definition = useEntityDefinition(entityKey);
  const create = useCreateEntityItem();
  if (definition.isPending) return <ComponentLoader label={t('entities.loading')} />;
  if (definition.isError)
    return (
      <LoadFailure
        what={t('entities.failedDefinitions')}
        error={definition.error}
        onRetry={() => void definition.refetch()}
      />
    );
  const def = definition.data;
  return (
    <section className="idm-admin" part="entity-create" aria-labelledby="entities-create-title">
      <BackToList definition={def} />
      <Heading id="entities-create-title">{t('entityViews.createTitle', { name: def.display })}</Heading>
      {def.isCreatable ? (
        <EntityForm
          definition={def}
          initial={formValueOf(def)}
          editing={false}
          submitLabel={t('entityViews.createButton')}
          onSave={(values, name) => create.mutateAsync({ key: def.key, name, values })}
          onSaved={(_values, dn) => {
            navigation.changed?.({ action: 'created', entityKey: def.key, dns: [dn] });
            navigation.go(dn ? { page: 'item', key: def.key, dn } : { page: 'catalog', key: def.key });
          }}
        />
      ) : (
        <p role="alert">{t('entityViews.notAllowed')}</p>
      )}
    </section>
  );
}

/** An item of a definition, with the views' texts (namespace `entityViews`). */
export function EntityItemView(props: { entityKey: string; dn: string }) {
  return (
    <WithViewTexts>
      <ItemView {...props} />
    </WithViewTexts>
  );
}

/** A new item of a definition, with the views' texts (namespace `entityViews`). */
export function EntityCreate(props: { entityKey: string }) {
  return (
    <WithViewTexts>
      <CreateView {...props} />
    </WithViewTexts>
  );
}
