import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USERS_CONTAINER } from '../../demo-accounts.js';
import { principalOf } from '../../http/auth.js';
import { badInput, notFound } from '../../http/fault.js';
import { attributeLabel } from '../../people/attribute-labels.js';
import { USER_ATTRIBUTES, type UserAttributeDef } from '../../people/attributes.js';
import { attributeNode, personDetailsNode, type UserAttributeNode } from '../../people/person-details.js';
import { CLIENT_ID, DN, FLAG, querySchema } from '../lookups/schemas.js';
import { personOr404, viewerOf, type PeopleContext } from './context.js';
import { customDefinition } from '../../db/entities/definitions.js';
import { customSchema } from '../entities/schema.js';

interface DetailsQuery {
  userDn?: string;
  isProfile?: string;
  clientId?: string;
}

interface SchemaQuery {
  entityName?: string;
  clientId?: string;
  editable?: string;
  searchable?: string;
  minimalData?: string;
  binaryAttr?: string;
}

const detailsQuery = querySchema({ userDn: DN, isProfile: FLAG, clientId: CLIENT_ID });
const membershipQuery = querySchema({ userDn: DN });
const schemaQuery = querySchema({
  entityName: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  clientId: CLIENT_ID,
  editable: FLAG,
  searchable: FLAG,
  minimalData: FLAG,
  binaryAttr: FLAG,
});

/** The two attributes `createUser` adds to the DAL's (swagger: "add's password and container as an attribute"). */
function createOnlyNodes(containers: { dn: string; name: string }[], locale: string | undefined): UserAttributeNode[] {
  const base = {
    isSearchable: false,
    isSortable: false,
    isRequired: true,
    isEditable: true,
    isMultivalued: false,
    isHideable: false,
    isClickable: false,
  };
  return [
    {
      ...base,
      key: 'container',
      displayLabel: attributeLabel('container', 'Container', locale),
      dataType: 'DN',
      formatType: '',
      attributeValues: [{ $: USERS_CONTAINER }],
      choiceList: containers.map((c) => ({ key: c.dn, value: c.name })),
    },
    {
      ...base,
      key: 'password',
      displayLabel: attributeLabel('password', 'Password', locale),
      dataType: 'String',
      formatType: 'password',
      attributeValues: [],
    },
  ];
}

/** GET access/users/details, access/groups/membershipInfo and access/entities/schema (user, createUser). */
export function detailRoutes(app: FastifyInstance, people: PeopleContext): void {
  app.get<{ Querystring: DetailsQuery }>(
    '/users/details',
    { schema: { querystring: detailsQuery } },
    async (request) => {
      const { userDn, isProfile, clientId } = request.query;
      if (!userDn && isProfile !== 'true') throw badInput('Invalid input: userDn is required.');
      const row = personOr404(people, userDn ?? principalOf(request).user.dn);
      return personDetailsNode(row, people.reader, {
        viewer: viewerOf(request),
        helpdesk: people.helpdesk(clientId ?? principalOf(request).clientId),
      });
    },
  );

  app.get<{ Querystring: { userDn?: string } }>(
    '/groups/membershipInfo',
    { schema: { querystring: membershipQuery } },
    async (request) => {
      const row = personOr404(people, request.query.userDn ?? principalOf(request).user.dn);
      const groups = people.reader.groups(row.dn);
      return { dn: row.dn, groupMemberof: groups.map((g) => g.dn), groups };
    },
  );

  const schemaOf = (request: FastifyRequest<{ Querystring: SchemaQuery }>) => {
    const { query } = request;
    const entityName = query.entityName ?? 'user';
    const custom = customDefinition(entityName);
    if (custom) return customSchema(request, custom, query.searchable === 'true', query.editable === 'true');
    if (entityName !== 'user' && entityName !== 'createUser')
      throw notFound(`No schema for the entity "${entityName}".`);
    const create = entityName === 'createUser';
    const { isAdmin, locale } = viewerOf(request);
    const editable = (a: UserAttributeDef): boolean => (create ? a.creatable : a.editable && (!a.adminOnly || isAdmin));
    const attributes = USER_ATTRIBUTES.filter(
      (a) =>
        (!create || a.creatable || (a.dataType === 'Binary' && a.editable)) &&
        (query.binaryAttr === 'true' || a.dataType !== 'Binary') &&
        (query.editable !== 'true' || editable(a)) &&
        (query.searchable !== 'true' || a.searchable),
    );
    const nodes = attributes.map((a) =>
      attributeNode(a, editable(a) || (create && a.dataType === 'Binary'), [], locale),
    );
    return {
      entityName,
      namingAttr: 'CN',
      container: create ? USERS_CONTAINER : '',
      password: '',
      profilePhoto: '',
      displayPhoto: true,
      attributesList:
        create && query.searchable !== 'true'
          ? [...nodes, ...createOnlyNodes(people.reader.userContainers(), locale)]
          : nodes,
    };
  };
  app.get<{ Querystring: SchemaQuery }>('/entities/schema', { schema: { querystring: schemaQuery } }, async (request) =>
    schemaOf(request),
  );
  // The same attributes for role and resource assignment (RRA) forms; minimalData: only each attribute's key
  // and label, as its parameter says (docs/protocol.md "Workflow forms").
  app.get<{ Querystring: SchemaQuery }>(
    '/entities/schema/rra',
    { schema: { querystring: schemaQuery } },
    async (request) => {
      const schema = schemaOf(request);
      if (request.query.minimalData !== 'true') return schema;
      return {
        ...schema,
        attributesList: schema.attributesList.map(({ key, displayLabel }) => ({ key, displayLabel })),
      };
    },
  );
}
