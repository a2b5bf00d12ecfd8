import { useQuery } from '@tanstack/react-query';
import {
  entityQueries,
  helpdeskQueries,
  type EntityDefinition,
  type EntityListQuery,
  type TicketQuery,
} from '../../api/entities';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useEntityDefinitions = () => useQuery(entityQueries.definitions(useCore()));
export const useEntityDefinition = (key: string) => useQuery(entityQueries.definition(useCore(), key));
export const useEntityList = (definition: EntityDefinition | undefined, query: Omit<EntityListQuery, 'entityKey'>) =>
  useQuery(entityQueries.list(useCore(), definition, query));
export const useEntityItem = (definition: EntityDefinition | undefined, dn: string) =>
  useQuery(entityQueries.item(useCore(), definition, dn));
export const useEntityChildren = (definition: EntityDefinition | undefined, dn: string) =>
  useQuery(entityQueries.children(useCore(), definition, dn));
export const useHelpdesk = () => useQuery(helpdeskQueries.helpdesk(useCore()));
export const useTickets = (query: TicketQuery) => useQuery(helpdeskQueries.tickets(useCore(), query));
