import { useQuery } from '@tanstack/react-query';
import { entityQueries, type EntityListQuery } from '../../api/entities/entities';
import type { EntityDefinition } from '../../api/entities/entity-read';
import { useCore } from '../../core/react';

/**
 * The catalog's hooks (the definitions and a definition's items): from the reads' own module, so the list does
 * not load the help desk's reads and the editors' writes the api's index names too.
 */
export const useEntityDefinitions = () => useQuery(entityQueries.definitions(useCore()));
export const useEntityList = (definition: EntityDefinition | undefined, query: Omit<EntityListQuery, 'entityKey'>) =>
  useQuery(entityQueries.list(useCore(), definition, query));
