export { EntityCatalogWidget, type EntityCatalogWidgetProps } from './EntityCatalogWidget';
export type { EntityChangedDetail } from './navigation';
export { default as entitiesStyles } from './entities.css?inline';
