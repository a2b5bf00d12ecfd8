import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import entitiesEnglish from '../src/i18n/en/entities.json';
import { EntityCatalogWidget, entitiesStyles, type EntityChangedDetail } from '../src/areas/entities';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';

export interface IdmEntityCatalogProps extends IdmHostProps {
  entityKey?: string;
  entityDn?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow. */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmEntityChangedDetail = EntityChangedDetail;

function EntityCatalogElement({ host, entityKey, entityDn }: IdmEntityCatalogProps) {
  const onNavigate = useEmbeddedNavigate(host);
  const onEntityChanged = useCallback(
    (detail: EntityChangedDetail) => void emitIdmEvent<IdmEntityChangedDetail>(host, 'idm-entity-changed', detail),
    [host],
  );
  return createElement(EntityCatalogWidget, {
    key: `${entityKey ?? ''}|${entityDn ?? ''}`,
    entityKey,
    entityDn,
    onNavigate,
    onEntityChanged,
  });
}

/**
 * `<idm-entity-catalog>`: the directory's custom entity definitions (Location, Cost Center, Device, Application…)
 * and their items — search, advanced search, sort, page, export CSV; an item with its DN-valued relationships;
 * administrators create, edit and delete items (a deletion is marked first: 'Entity deleted. Click Save to
 * persist the changes.'); an item's org chart where its definition has a parent relationship; the help desk's
 * tickets. In place.
 *
 * Attributes:
 * - `entity-key` (string): the definition to open first; the first one when left out.
 * - `entity-dn` (string): an item to open first (with `entity-key`).
 *
 * Properties: `entityKey`, `entityDn` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-entity-changed` — `{ action: 'created' | 'updated' | 'deleted', entityKey, dns }` after items were saved
 *   or deleted.
 * - `idm-navigate` — `{ href }`: a link out of the widget; cancelable.
 *
 * Parts: `root`, `banner`, `entity-catalog`, `entity-list`, `staged`, `entity-item`, `entity-facts`, `entity-create`,
 * `entity-form`, `entity-org-chart`, `helpdesk-tickets`, `table`.
 */
export const IdmEntityCatalogElement = defineIdmElement('idm-entity-catalog', EntityCatalogElement, {
  attributes: { entityKey: 'string', entityDn: 'string' },
  styles: [...sharedStyles, entitiesStyles],
  wrap: elementRootWith([{ namespace: 'entities', english: entitiesEnglish }]),
  version: CORE_VERSION,
});
