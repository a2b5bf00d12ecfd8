import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import {
  CONSOLE_ACCESS_DENIED,
  consoleAccessOf,
  isRestricted,
  mayUseConsole,
} from '../../../src/domain/console-access.js';
import { changeVersion } from '../db/change-version.js';
import { cachedStatement } from '../db/search.js';
import type { UserRow } from '../db/users.js';
import type { Store } from '../db/store.js';
import { forbidden } from '../http/fault.js';
import { canAdminister } from './administer.js';

/**
 * Client settings' access section, enforced (issue 18): when it names groups or team roles, a user outside
 * them gets a 403 Fault from every REST call but the few the console needs to show its "not allowed" page
 * (the client's branding and the locales). Administrators (Security, or of the Configuration domain) always
 * pass. Answers are kept per user while the db is unchanged.
 */

/** GETs a user without access still gets: the branding and the languages the refusal page is shown in. */
const OPEN_READS = [/\/access\/config\/clients\/[^/?]+$/, /\/access\/supportedlocales(\/[^/?]*)?$/];

const memo = new WeakMap<Database, { version: () => string; at: string; byDn: Map<string, boolean> }>();

/** The team roles a user holds: manager of a team, member, or recipient (directly or through a group). */
function teamRolesOf(db: Database, dn: string): string[] {
  const has = (sql: string) => cachedStatement(db, sql).get({ dn }) !== undefined;
  const roles: string[] = [];
  if (has('SELECT 1 FROM team_managers WHERE user_dn = @dn LIMIT 1')) roles.push('teamManager');
  if (has('SELECT 1 FROM team_members WHERE user_dn = @dn LIMIT 1')) roles.push('teamMember');
  if (
    has(
      `SELECT 1 FROM team_recipients r WHERE r.recipient_dn = @dn
         OR r.recipient_dn IN (SELECT group_dn FROM group_members WHERE user_dn = @dn) LIMIT 1`,
    )
  )
    roles.push('teamRecipient');
  return roles;
}

/** May this user use the console under the default client's access section? */
export function userMayUseConsole(store: Store, user: UserRow, now: number): boolean {
  const client = store.clients.list().find((c) => c.isDefault);
  const access = consoleAccessOf((client && store.clients.config(client.id)?.access) ?? []);
  if (!isRestricted(access)) return true;
  return mayUseConsole(
    {
      isAdministrator: user.is_admin === 1 || canAdminister(store.db, user, 'CONFIGURATION', undefined, now),
      groups: store.users.groupDns(user.dn),
      teamRoles: teamRolesOf(store.db, user.dn),
    },
    access,
  );
}

/** preHandler: the signed-in user may use the console, else 403 Fault with the access-denied text. */
export async function checkConsoleAccess(request: FastifyRequest): Promise<void> {
  const user = request.principal?.user;
  if (!user) return;
  if (request.method === 'GET' && OPEN_READS.some((open) => open.test(request.url.split('?')[0] ?? ''))) return;
  const { store, sandbox } = request.server;
  let kept = memo.get(store.db);
  if (!kept) memo.set(store.db, (kept = { version: changeVersion(store.db), at: '', byDn: new Map() }));
  const version = kept.version();
  if (version !== kept.at) {
    kept.at = version;
    kept.byDn.clear();
  }
  let allowed = kept.byDn.get(user.dn);
  if (allowed === undefined) {
    allowed = userMayUseConsole(store, user, sandbox.now());
    if (kept.byDn.size >= 10_000) kept.byDn.clear();
    kept.byDn.set(user.dn, allowed);
  }
  if (!allowed) throw forbidden(CONSOLE_ACCESS_DENIED);
}
