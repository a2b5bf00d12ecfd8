import { searchAttributeKeys } from '../../../domain/picker-list';
import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchInByAttributes } from './tab-texts';

/** Items of one entity definition (`entityKey`); the tab's label is the entity's name. */
export const entityTab: ListTabDefinition = {
  kind: 'list',
  id: 'entity',
  itemType: 'entity',
  label: (t) => t('picker.tabs.entity'),
  placeholder: (t, label, config) => searchInByAttributes(t, label, config.searchAttributes),
  failedMessage: (t) => t('picker.failed.entity'),
  defaultSource: (core, config) => async (query, signal) => {
    const entityKey = query.entityKey ?? config.entityKey ?? '';
    const searchKeys = searchAttributeKeys(config.searchAttributes);
    const entities = await (
      await import('../../../api/lookups/entities')
    ).fetchEntities(core, { ...pagedParams(query), entityKey, searchKeys }, signal);
    return toPage(entities, (entity) => ({
      itemType: 'entity',
      dn: entity.dn,
      entityDisplayValue: entity.displayValue,
      entityType: entityKey,
    }));
  },
};
