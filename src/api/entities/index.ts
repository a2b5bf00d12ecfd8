/**
 * Custom entities and the help desk (`access/entities…`, `access/helpdesk…`): readers typed from the contract,
 * query options under `entitiesKeys` and the mutation hooks (banner, refetch).
 */
export { entitiesKeys } from './keys';
export * from './entities';
export * from './entity-read';
export * from './mutations';
export * from './helpdesk';
