import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../http/auth.js';
import { forbidden } from '../../http/fault.js';
import { derivedPasswordSync, passwordSyncMessage } from '../../people/password-sync.js';
import { personRefBody } from './bodies.js';
import { personOr404, sameDn, viewerOf, type PeopleContext } from './context.js';

/**
 * access/info/user/passwordsyncstatus: GET for the caller, POST `{dn}` for oneself or, for administrators, anyone. Stored rows win;
 * people without any get statuses derived from the seed and their DN. (The preferred locale, POST
 * access/ulp/l10n/listLocales, is routes/shell-locale.ts.)
 */
export function passwordSyncRoutes(app: FastifyInstance, people: PeopleContext): void {
  const syncStatus = (dn: string) => {
    const rows = app.store.db
      .prepare(
        'SELECT driver_name, status, message FROM password_sync WHERE user_dn = ? ORDER BY driver_name COLLATE NOCASE',
      )
      .all(dn) as { driver_name: string; status: string; message: string | null }[];
    return {
      messages: (rows.length > 0 ? rows : derivedPasswordSync(app.seedReport.seed, dn)).map(passwordSyncMessage),
    };
  };

  app.get('/info/user/passwordsyncstatus', async (request) => syncStatus(principalOf(request).user.dn));

  // Only the user themself and administrators; checked before the lookup, so nobody learns who exists.
  app.post<{ Body: { dn: string } }>(
    '/info/user/passwordsyncstatus',
    { schema: { body: personRefBody } },
    async (request) => {
      const viewer = viewerOf(request);
      if (!viewer.isAdmin && !sameDn(viewer.dn, request.body.dn))
        throw forbidden('You may only read your own password synchronisation status.');
      return syncStatus(personOr404(people, request.body.dn).dn);
    },
  );
}
