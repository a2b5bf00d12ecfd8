import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../http/auth.js';
import { derivedPasswordSync, passwordSyncMessage } from '../../people/password-sync.js';
import { personRefBody } from './bodies.js';
import { personOr404, type PeopleContext } from './context.js';

/**
 * access/info/user/passwordsyncstatus: GET for the caller, POST `{dn}` for any user. Stored rows win;
 * people without any get statuses derived from the seed and their DN. (The preferred locale, POST
 * access/ulp/l10n/listLocales, is routes/shell-locale.ts.)
 */
export function passwordSyncRoutes(app: FastifyInstance, people: PeopleContext): void {
  const syncStatus = (dn: string) => {
    const rows = app.store.db
      .prepare('SELECT driver_name, status, message FROM password_sync WHERE user_dn = ? ORDER BY driver_name COLLATE NOCASE')
      .all(dn) as { driver_name: string; status: string; message: string | null }[];
    return { messages: (rows.length > 0 ? rows : derivedPasswordSync(app.seedReport.seed, dn)).map(passwordSyncMessage) };
  };

  app.get('/info/user/passwordsyncstatus', async (request) => syncStatus(principalOf(request).user.dn));

  app.post<{ Body: { dn: string } }>('/info/user/passwordsyncstatus', { schema: { body: personRefBody } }, async (request) =>
    syncStatus(personOr404(people, request.body.dn).dn),
  );
}
