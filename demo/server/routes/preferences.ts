import type { FastifyInstance } from 'fastify';
import type { Preference } from '../db/preferences.js';
import { principalOf } from '../http/auth.js';
import { keyTable } from '../key-table.js';

/** Columns a preference starts with until the user saves their own (DELETE goes back to these). */
const DEFAULT_COLUMNS: Readonly<Record<string, readonly string[]>> = keyTable({
  'com.novell.idm.dashboard.tasklist-columns.preference': [
    'requestedItem',
    'recipient',
    'requestDate',
    'expiryDate',
    'assignedTo',
  ],
  'com.novell.idm.dashboard.requestlist-columns.preference': [
    'recipientName',
    'requesterName',
    'status',
    'requestDate',
    'action',
    'reason',
  ],
  'com.novell.idm.dashboard.historylist-columns.preference': [
    'entityType',
    'name',
    'status',
    'recipientName',
    'requestDate',
  ],
  'com.novell.idm.dashboard.userlist-columns.preference': ['name', 'cn'],
});

const ATTRIBUTE = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._ -]+$' } as const;
const readQuery = { type: 'object', properties: { attribute: ATTRIBUTE } } as const;
const writeQuery = { type: 'object', required: ['attribute'], properties: { attribute: ATTRIBUTE } } as const;
const preferenceBody = {
  type: 'object',
  required: ['columns'],
  properties: {
    isPreferenceAvailable: { type: 'boolean' },
    columns: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } },
    settingFor: { type: 'string', maxLength: 200 },
    openFormInPopUp: { type: 'boolean' },
  },
} as const;

function defaults(attribute: string): Preference {
  return {
    isPreferenceAvailable: false,
    columns: [...(DEFAULT_COLUMNS[attribute] ?? [])],
    settingFor: attribute,
    openFormInPopUp: false,
  };
}

type AttributeQuery = { Querystring: { attribute?: string } };

/** access/preference?attribute=…: column preferences per user. */
export async function preferenceRoutes(app: FastifyInstance): Promise<void> {
  const { preferences } = app.store;

  app.get<AttributeQuery>('/preference', { schema: { querystring: readQuery } }, async (request) => {
    const attribute = request.query.attribute ?? 'All';
    return preferences.get(principalOf(request).user.dn, attribute) ?? defaults(attribute);
  });

  app.post<AttributeQuery & { Body: Partial<Preference> & { columns: string[] } }>(
    '/preference',
    { schema: { querystring: writeQuery, body: preferenceBody } },
    async (request, reply) => {
      const attribute = request.query.attribute ?? 'All';
      const saved: Preference = {
        isPreferenceAvailable: true,
        columns: request.body.columns,
        settingFor: attribute,
        openFormInPopUp: request.body.openFormInPopUp ?? false,
      };
      preferences.set(principalOf(request).user.dn, attribute, saved);
      return reply.code(200).send(saved);
    },
  );

  app.delete<AttributeQuery>('/preference', { schema: { querystring: writeQuery } }, async (request) => {
    const attribute = request.query.attribute ?? 'All';
    preferences.remove(principalOf(request).user.dn, attribute);
    return defaults(attribute);
  });
}
