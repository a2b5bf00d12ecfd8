import { useTranslation } from '../../core/react';
import type { EntityDefinition, EntityItem } from '../../api/entities';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink } from '../../ui/area';
import { EntityBackLink } from './EntityBackLink';
import { useEntitiesNavigation } from './navigation';
import { useEntityChildren, useEntityDefinition, useEntityItem } from './queries';
import { Heading } from '../../ui/Heading';
import { WithViewTexts } from './view-strings';

/** The DN attribute that points at the parent (the definition's own lookup). */
const parentKey = (definition: EntityDefinition): string | undefined =>
  definition.attributes.find((a) => a.dataType === 'DN' && a.lookupEntity === definition.key)?.key;

function ItemLink({
  definition,
  dn,
  name,
  current,
}: {
  definition: EntityDefinition;
  dn: string;
  name: string;
  current?: boolean;
}) {
  const navigation = useEntitiesNavigation();
  return (
    <OpenLink
      className={current ? 'entities-current' : undefined}
      current={current}
      href={navigation.href({ page: 'orgChart', key: definition.key, dn })}
      onOpen={() => navigation.go({ page: 'orgChart', key: definition.key, dn })}
    >
      <bdi>{name}</bdi>
    </OpenLink>
  );
}

/** The children of an item, each opening its own org chart. */
function Children({ definition, item }: { definition: EntityDefinition; item: EntityItem }) {
  const { t } = useTranslation();
  const children = useEntityChildren(definition, item.dn);
  if (children.isPending) return <ComponentLoader label={t('entities.loading')} />;
  if (children.isError) return <LoadFailure message={t('entities.failedList')} error={children.error} />;
  if (children.data.items.length === 0) return <p className="entities-hint">{t('entityViews.noChildren')}</p>;
  return (
    <ul className="entities-tree" aria-label={t('entityViews.children', { name: item.name })}>
      {children.data.items.map((child) => (
        <li key={child.dn}>
          <ItemLink definition={definition} dn={child.dn} name={child.name} />
        </li>
      ))}
    </ul>
  );
}

/** An item's org chart (page key entityOrgChart): its parent above, the item, its children below. */
function OrgChartView({ entityKey, dn }: { entityKey: string; dn: string }) {
  const { t } = useTranslation();
  const navigation = useEntitiesNavigation();
  const definition = useEntityDefinition(entityKey);
  const item = useEntityItem(definition.data, dn);
  if (definition.isPending || (definition.data && item.isPending))
    return <ComponentLoader label={t('entities.loading')} />;
  if (definition.isError || item.isError || !item.data || !definition.data)
    return (
      <LoadFailure
        what={t('entityViews.failedItem')}
        error={definition.error ?? item.error ?? new Error(t('entityViews.notFound'))}
      />
    );
  const def = definition.data;
  const details = item.data;
  const parent = parentKey(def);
  const up = parent ? details.values[parent]?.[0] : undefined;
  return (
    <section className="idm-admin" part="entity-org-chart" aria-labelledby="entities-chart-title">
      <EntityBackLink
        href={navigation.href({ page: 'item', key: def.key, dn: details.dn })}
        onOpen={() => navigation.go({ page: 'item', key: def.key, dn: details.dn })}
        label={t('entityViews.backToItem', { name: details.name })}
        navLabel={t('entityViews.breadcrumb')}
      />
      <Heading id="entities-chart-title">{t('entityViews.orgChartOf', { name: details.name })}</Heading>
      {!def.isOrgChart ? <p>{t('entityViews.noOrgChart')}</p> : null}
      {up ? (
        <p>
          {t('entityViews.parent')}: <ItemLink definition={def} dn={up.value} name={up.display} />
        </p>
      ) : null}
      <ul className="entities-tree">
        <li>
          <ItemLink definition={def} dn={details.dn} name={details.name} current />
          <Children definition={def} item={details} />
        </li>
      </ul>
    </section>
  );
}

/** An item's org chart, with the views' texts (namespace `entityViews`). */
export function EntityOrgChart(props: { entityKey: string; dn: string }) {
  return (
    <WithViewTexts>
      <OrgChartView {...props} />
    </WithViewTexts>
  );
}
