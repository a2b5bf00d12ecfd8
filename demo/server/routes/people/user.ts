import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords.js';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { forbidden } from '../../http/fault.js';
import { prepareNewPerson } from '../../people/create-user.js';
import { valuesOf } from '../../people/person-details.js';
import { photoDataUrl } from '../../people/photos.js';
import { prepareUpdate } from '../../people/update-user.js';
import { CLIENT_ID, FLAG, querySchema } from '../lookups/schemas.js';
import {
  createUserBody,
  deleteUsersBody,
  updateUserBody,
  type CreateUserBody,
  type DeleteUsersBody,
  type UpdateUserBody,
} from './bodies.js';
import { personOr404, sameDn, viewerOf, type PeopleContext } from './context.js';

const DEMO_DNS = new Set(DEMO_ACCOUNTS.map((a) => demoDn(a).toLowerCase()));

interface DeleteOutcome {
  id: string;
  dn: string;
  name: string;
  reason?: string;
}

/** POST, PUT and DELETE access/user: create (administrators), update (own editable attributes, or anyone's for administrators), delete (administrators). */
export function userRoutes(app: FastifyInstance, people: PeopleContext): void {
  const { reader, writer } = people;
  const isUser = (dn: string): boolean => reader.byDn(dn) !== undefined;
  const removed = (dn: string): boolean => {
    try {
      return writer.remove(dn);
    } catch (error) {
      app.log.warn({ err: error }, 'user delete failed');
      return false;
    }
  };

  app.post<{ Body: CreateUserBody }>(
    '/user',
    { schema: { body: createUserBody }, config: { requires: 'admin' } },
    async (request, reply) => {
      const containers = new Map(reader.userContainers().map((c) => [c.dn.toLowerCase(), c.dn]));
      const person = prepareNewPerson(request.body, {
        containers,
        isUser,
        cnTaken: (cn) => reader.byCn(cn) !== undefined,
      });
      const { password, firstName, lastName, ...rest } = person;
      writer.create({ ...rest, passwordHash: hashPassword(password) });
      return reply.code(200).send({ dn: person.dn, name: person.cn, firstName, lastName });
    },
  );

  app.put<{ Body: UpdateUserBody; Querystring: { clientId?: string; isProfile?: string } }>(
    '/user',
    { schema: { body: updateUserBody, querystring: querySchema({ clientId: CLIENT_ID, isProfile: FLAG }) } },
    async (request) => {
      const viewer = viewerOf(request);
      const row = personOr404(people, request.body.dn);
      const self = sameDn(row.dn, viewer.dn);
      if (!self && !viewer.isAdmin) throw forbidden('You may only change your own details.');
      const multi = reader.values(row.dn);
      const update = prepareUpdate(
        request.body.attributes,
        {
          dn: row.dn,
          isUser,
          current: (a) => valuesOf(a, row, reader, multi).map((v) => v.$),
        },
        viewer,
        self,
      );
      writer.update(row.dn, update);
      const photo = reader.photo(row.dn);
      const attributes = update.saved.map((s) =>
        s.key === 'UserPhoto' && photo && s.action !== 'remove' ? { ...s, values: [photoDataUrl(photo)] } : s,
      );
      return { dn: row.dn, attributes };
    },
  );

  app.delete<{ Body: DeleteUsersBody }>(
    '/user',
    { schema: { body: deleteUsersBody }, config: { requires: 'admin' } },
    async (request) => {
      const succeeded: DeleteOutcome[] = [];
      const failed: DeleteOutcome[] = [];
      const seen = new Set<string>();
      for (const member of request.body.members) {
        if (seen.has(member.dn.toLowerCase())) continue;
        seen.add(member.dn.toLowerCase());
        const row = reader.byDn(member.dn);
        const outcome = { id: member.dn, dn: row?.dn ?? member.dn, name: row?.full_name ?? member.name ?? member.dn };
        if (!row) failed.push({ ...outcome, reason: 'There is no user with this DN.' });
        else if (DEMO_DNS.has(row.dn.toLowerCase()))
          failed.push({ ...outcome, reason: 'Demo accounts cannot be deleted.' });
        else if (removed(row.dn)) succeeded.push(outcome);
        else failed.push({ ...outcome, reason: 'The user could not be deleted: other objects still refer to it.' });
      }
      return { success: failed.length === 0, succeeded, failed };
    },
  );
}
