import { useQuery } from '@tanstack/react-query';
import { entityQueries, helpdeskQueries, type EntityDefinition, type TicketQuery } from '../../api/entities';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (the catalog's own: `list-queries.ts`). */
export { useEntityDefinitions, useEntityList } from './list-queries';
export const useEntityDefinition = (key: string) => useQuery(entityQueries.definition(useCore(), key));
export const useEntityItem = (definition: EntityDefinition | undefined, dn: string) =>
  useQuery(entityQueries.item(useCore(), definition, dn));
export const useEntityChildren = (definition: EntityDefinition | undefined, dn: string) =>
  useQuery(entityQueries.children(useCore(), definition, dn));
export const useHelpdesk = () => useQuery(helpdeskQueries.helpdesk(useCore()));
export const useTickets = (query: TicketQuery) => useQuery(helpdeskQueries.tickets(useCore(), query));
