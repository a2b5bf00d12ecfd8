import type { FastifyRequest } from 'fastify';
import type { CustomDefinition } from '../../db/entities/definitions.js';
import { entityRights } from './items.js';
import { attributeNode } from './nodes.js';

/** GET access/entities/schema?entityName=<custom definition>: its attributes (searchable or editable ones when asked). */
export function customSchema(
  request: FastifyRequest,
  definition: CustomDefinition,
  searchable: boolean,
  editable: boolean,
) {
  const rights = entityRights(request);
  const attributes = definition.attributes.filter((a) => (!searchable || a.isSearchable) && (!editable || rights.edit));
  return {
    entityName: definition.key,
    namingAttr: definition.namingAttribute,
    container: definition.container,
    password: '',
    profilePhoto: '',
    attributesList: attributes.map((a) => attributeNode(definition, a, rights.edit)),
  };
}
