import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restGet, restSend } from './helpers.js';
import { accessSandbox, type AccessSandbox, type Account } from './access-helpers.js';

const TEAM_DEFS = 'cn=TeamDefs,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
/** Managed by tmanager; euser is a member; mmanager and pproxy are neither. */
const HELP_DESK = `cn=HelpDeskTeam,${TEAM_DEFS}`;
const NO_TEAM = `cn=NoSuchTeam,${TEAM_DEFS}`;

/** docs/security.md: a team's members are read by administrators, its managers and its members only. */
describe("sandbox: who reads a team's members", () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  const READS: Record<string, (as: Account, team: string) => ReturnType<typeof restGet>> = {
    'GET access/teams/team/userlist': (as, team) =>
      restGet(ctx.app, `/access/teams/team/userlist?teamDn=${encodeURIComponent(team)}`, ctx.token[as]),
    'GET access/teams/members': (as, team) =>
      restGet(ctx.app, `/access/teams/members?memberDn=${encodeURIComponent(team)}`, ctx.token[as]),
    'POST access/teams/recipients/list': (as, team) =>
      restSend(ctx.app, 'POST', '/access/teams/recipients/list', ctx.token[as], { dn: team }),
    'POST access/teams/team': (as, team) =>
      restSend(ctx.app, 'POST', '/access/teams/team', ctx.token[as], { dn: team }),
  };

  for (const [route, read] of Object.entries(READS)) {
    it(`${route}: administrators, the managers${route.endsWith('team') ? '' : ' and the members'}; 403 to anyone else, existing team or not`, async () => {
      const allowed: Account[] = route.endsWith('/team') ? ['uaadmin', 'tmanager'] : ['uaadmin', 'tmanager', 'euser'];
      for (const as of ['uaadmin', 'tmanager', 'euser', 'mmanager', 'pproxy'] as const) {
        const res = await read(as, HELP_DESK);
        const answered = res.statusCode === 403 ? 'refused' : res.statusCode < 300 ? 'answered' : res.statusCode;
        expect([as, answered]).toEqual([as, allowed.includes(as) ? 'answered' : 'refused']);
      }
      const outsider = await read('pproxy', NO_TEAM);
      const insider = await read('pproxy', HELP_DESK);
      expect([outsider.statusCode, outsider.body]).toEqual([insider.statusCode, insider.body]);
      expect((await read('uaadmin', NO_TEAM)).statusCode).toBe(404);
    });
  }

  it("the members a member reads are the team's", async () => {
    const res = await READS['GET access/teams/team/userlist']!('euser', HELP_DESK);
    expect((res.json() as { recipients: { dn: string }[] }).recipients.map((r) => r.dn)).toContain(
      'cn=euser,ou=users,o=data',
    );
  });
});
