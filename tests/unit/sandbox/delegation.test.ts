import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, DN, type AccessSandbox, type Json } from './access-helpers.js';
import { restSend } from './helpers.js';

const DAY = 86_400_000;

interface DelegationJson {
  assignmentId: string;
  allRequests: boolean;
  requestDefs: { dn: string; name: string }[];
  assignToUsers: { dn: string; name: string }[];
  assignFromUsers: { dn: string; name: string }[];
  effectiveDate: number;
  expiryDate: number;
}
interface Fault {
  Fault: { Reason: { Text: string } };
}

describe('who acts for whom: delegations, availability and proxy assignments', () => {
  let s: AccessSandbox;
  let sourceRepository: string;
  const now = Date.now();
  beforeAll(async () => {
    s = await accessSandbox();
    sourceRepository = s.dnOf('roles', 'Source Repository');
  });
  afterAll(() => s.close());

  const fault = async (
    as: 'mmanager' | 'euser' | 'uaadmin' | 'pproxy' | 'tmanager',
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
  ) => {
    const res = await restSend(s.app, method, `${path}`, s.token[as], body);
    return { status: res.statusCode, text: (res.json() as Fault).Fault?.Reason.Text ?? '' };
  };
  const delegation = (from: number, to: number, extra: Json = {}) => ({
    assignToUsers: [{ dn: DN.euser }],
    requestDefs: [{ dn: sourceRepository }],
    effectiveDate: from,
    expiryDate: to,
    isExpires: true,
    ...extra,
  });

  it("administrators' list of every delegation: in start order, paged, searched on either person's name", async () => {
    type Page = { delegations: DelegationJson[]; totalDelegations: number };
    const list = (query: string) => s.send<Page>('uaadmin', 'POST', `/access/delegation/list?${query}`, {}, 200);
    const all = await list('size=300');
    expect(all.totalDelegations).toBe(all.delegations.length);
    expect(all.delegations.length).toBeGreaterThan(20);
    const starts = all.delegations.map((d) => d.effectiveDate);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const second = await list('size=10&nextIndex=11');
    expect(second.delegations.map((d) => d.assignmentId)).toEqual(
      all.delegations.slice(10, 20).map((d) => d.assignmentId),
    );
    const newest = await list('size=5&nextIndex=1&sortOrder=desc');
    expect(newest.delegations.map((d) => d.assignmentId)).toEqual(
      [...all.delegations]
        .reverse()
        .slice(0, 5)
        .map((d) => d.assignmentId),
    );

    const word = all.delegations[0]!.assignToUsers[0]!.name.split(' ').at(-1)!.slice(0, 4).toLowerCase();
    const names = (d: DelegationJson) => [...d.assignFromUsers, ...d.assignToUsers].map((u) => u.name.toLowerCase());
    const expected = all.delegations.filter((d) => names(d).some((n) => n.includes(word)));
    const found = await list(`size=300&q=${encodeURIComponent(word)}`);
    expect(found.totalDelegations).toBe(expected.length);
    expect(found.delegations.map((d) => d.assignmentId)).toEqual(expected.map((d) => d.assignmentId));
  });

  it('lists the categories and the requests of a category, Source Repository among the role requests', async () => {
    const categories = await s.get<{ categoryList: { categoryId: string }[] }>(
      'mmanager',
      '/access/delegation/category',
    );
    expect(categories.categoryList.map((c) => c.categoryId)).toContain('roles');
    const roles = await s.get<{ provisioningRequests: { dn: string; name: string }[] }>(
      'mmanager',
      '/access/delegation/requests?category=roles',
    );
    expect(roles.provisioningRequests).toContainEqual({ dn: sourceRepository, name: 'Source Repository' });
    await s.get('mmanager', '/access/delegation/requests?category=nope', 400);
  });

  it("routes a new Source Repository task to euser, marked delegated, while mmanager's delegation runs", async () => {
    const created = await s.send<DelegationJson>(
      'mmanager',
      'POST',
      '/access/delegation',
      delegation(now - DAY, now + 6 * DAY),
      200,
    );
    expect(created).toMatchObject({ allRequests: false, assignFromUsers: [{ dn: DN.mmanager }] });
    expect(created.requestDefs).toEqual([{ dn: sourceRepository, name: 'Source Repository' }]);
    const mine = await s.get<{ delegations: DelegationJson[] }>('mmanager', '/access/delegation');
    expect(mine.delegations.map((d) => d.assignmentId)).toContain(created.assignmentId);

    const recipient = s.people(1, 40)[0]!.dn;
    const id = await s.requestFor('uaadmin', sourceRepository, recipient);
    const tasks = await s.tasksOf('euser', id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ delegatedTask: true });
    expect(await s.tasksOf('mmanager', id)).toHaveLength(0);

    // Another item mmanager approves is not covered: her own task.
    const wiki = await s.requestFor('uaadmin', s.dnOf('roles', 'Wiki Editor'), recipient);
    expect(await s.tasksOf('mmanager', wiki)).toHaveLength(1);

    // Removed: the next task is hers again.
    await s.send('mmanager', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: created.assignmentId }] });
    const after = await s.requestFor('uaadmin', sourceRepository, s.people(1, 41)[0]!.dn);
    expect(await s.tasksOf('mmanager', after)).toHaveLength(1);
  });

  it('refuses overlapping and past windows with a clear 400 Fault', async () => {
    const first = await s.send<DelegationJson>(
      'mmanager',
      'POST',
      '/access/delegation',
      delegation(now, now + 3 * DAY),
      200,
    );
    const overlap = await fault('mmanager', 'POST', '/access/delegation', delegation(now + DAY, now + 5 * DAY));
    expect(overlap.status).toBe(400);
    expect(overlap.text).toMatch(/^This period overlaps the delegation to Eddie User/);
    const past = await fault('mmanager', 'POST', '/access/delegation', delegation(now - 5 * DAY, now - DAY));
    expect(past).toEqual({ status: 400, text: 'This period is over: a delegation must end in the future.' });
    const backwards = await fault('mmanager', 'POST', '/access/delegation', delegation(now + 2 * DAY, now + DAY));
    expect(backwards).toEqual({ status: 400, text: 'The delegation must end after it starts.' });
    // Editing the same delegation to another window is no overlap with itself.
    await s.send('mmanager', 'PUT', '/access/delegation', {
      ...delegation(now, now + 4 * DAY),
      assignmentId: first.assignmentId,
    });
    await s.send('mmanager', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: first.assignmentId }] });
  });

  it("answers its Faults in the caller's language (Accept-Language), English otherwise", async () => {
    const first = await s.send<DelegationJson>(
      'mmanager',
      'POST',
      '/access/delegation',
      delegation(now, now + 3 * DAY),
      200,
    );
    const inLanguage = async (language: string, body: Json) => {
      const res = await restSend(s.app, 'POST', '/access/delegation', s.token.mmanager, body, {
        'accept-language': language,
      });
      return (res.json() as { Fault: { Reason: { Text: string } } }).Fault.Reason.Text;
    };
    expect(await inLanguage('ar', delegation(now + DAY, now + 5 * DAY))).toMatch(
      /^تتداخل هذه الفترة مع التفويض إلى Eddie User من \d{4}-\d\d-\d\d/,
    );
    expect(await inLanguage('de-DE,de;q=0.9', delegation(now - 5 * DAY, now - DAY))).toBe(
      'Dieser Zeitraum ist vorbei: Eine Delegierung muss in der Zukunft enden.',
    );
    expect(await inLanguage('en', delegation(now + 2 * DAY, now + DAY))).toBe(
      'The delegation must end after it starts.',
    );
    await s.send('mmanager', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: first.assignmentId }] });
  });

  it('reads one delegation by id for whoever may change it (a reloaded edit page)', async () => {
    const mine = await s.send<DelegationJson>(
      'mmanager',
      'POST',
      '/access/delegation',
      delegation(now, now + DAY),
      200,
    );
    const byId = (as: 'uaadmin' | 'euser' | 'mmanager') =>
      restSend(s.app, 'POST', `/access/delegation/list?assignmentId=${mine.assignmentId}`, s.token[as], {});
    for (const as of ['uaadmin', 'mmanager'] as const) {
      const answer = (await byId(as)).json() as { delegations: DelegationJson[] };
      expect(answer.delegations.map((d) => d.assignmentId)).toEqual([mine.assignmentId]);
    }
    expect((await byId('euser')).statusCode).toBe(403);
    expect(
      (await restSend(s.app, 'POST', '/access/delegation/list?assignmentId=x1', s.token.uaadmin, {})).statusCode,
    ).toBe(400);
    await s.send('mmanager', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: mine.assignmentId }] });
  });

  it("lets only the delegator, administrators and her team managers see and change someone's delegations", async () => {
    expect((await fault('euser', 'POST', '/access/delegation/list', { dn: DN.mmanager })).status).toBe(403);
    await s.send('uaadmin', 'POST', '/access/delegation/list', { dn: DN.mmanager });
    const byEuser = await fault('euser', 'POST', '/access/delegation', {
      ...delegation(now, now + DAY),
      assignFromUsers: [{ dn: DN.mmanager }],
    });
    expect(byEuser.status).toBe(403);
    // Tina manages the teams Eddie is in (isDelegationTeamMgr): his, not Maria's.
    await s.send('tmanager', 'POST', '/access/delegation/list', { dn: DN.euser });
    expect((await fault('tmanager', 'POST', '/access/delegation/list', { dn: DN.mmanager })).status).toBe(403);
  });

  it('keeps the delegation and proxy settings for administrators, each field checked', async () => {
    const saved = await s.send<{ delegationRetentionTime: number; allRequests: boolean }>(
      'uaadmin',
      'POST',
      '/access/administration/delegation',
      { delegationRetentionTime: 90 },
      200,
    );
    expect(saved).toMatchObject({ delegationRetentionTime: 90, allRequests: true });
    expect(await s.get('uaadmin', '/access/administration/delegation')).toMatchObject({ delegationRetentionTime: 90 });
    expect((await fault('uaadmin', 'POST', '/admin/proxy/configuration', { proxyRetentionTime: -1 })).status).toBe(400);
    expect((await fault('mmanager', 'POST', '/admin/proxy/service/settings', {})).status).toBe(403);
    const service = '/admin/proxy/service/settings';
    expect(await s.get('uaadmin', service)).toMatchObject({
      cleanupChoice: 'interval',
      syncServiceActivationInterval: 60,
    });
    for (const bad of [
      { syncServiceActivationInterval: 0 },
      { cleanUpSeviceActivationInteval: 10_081 },
      { cleanupChoice: 'weekly' },
      { cleanupChoice: 'date' },
      { cleanupChoice: 'date', scheduledCleanUpDate: 'tomorrow' },
    ])
      expect((await fault('uaadmin', 'POST', service, bad)).status).toBe(400);
    const day = Date.UTC(2027, 0, 4);
    await s.send(
      'uaadmin',
      'POST',
      service,
      { cleanupChoice: 'date', scheduledCleanUpDate: day, lastCleanUpDate: 5 },
      200,
    );
    expect(await s.get('uaadmin', service)).toMatchObject({
      cleanupChoice: 'date',
      scheduledCleanUpDate: day,
      lastCleanUpDate: 0,
    });
    await s.get('mmanager', '/admin/proxy/configuration', 403);
  });

  it('sends tasks to the delegate while the approver is unavailable, whatever the delegation dates', async () => {
    const later = await s.send<DelegationJson>(
      'mmanager',
      'POST',
      '/access/delegation',
      delegation(now + 20 * DAY, now + 21 * DAY),
      200,
    );
    const before = await s.requestFor('uaadmin', sourceRepository, s.people(1, 42)[0]!.dn);
    expect(await s.tasksOf('mmanager', before)).toHaveLength(1);

    await s.send('mmanager', 'POST', '/access/availability/status', { status: 'unavailable', dn: DN.mmanager }, 200);
    const list = await s.get<{ availabilityStatus: number; hasDelegatesAssigned: boolean }>(
      'mmanager',
      '/access/availability',
    );
    expect(list).toMatchObject({ availabilityStatus: 1, hasDelegatesAssigned: true });
    const during = await s.requestFor('uaadmin', sourceRepository, s.people(1, 43)[0]!.dn);
    expect(await s.tasksOf('euser', during)).toHaveLength(1);

    await s.send('mmanager', 'POST', '/access/availability/status', { status: 'available', dn: DN.mmanager }, 200);
    const window = await s.send<{ availabilityId: string }>(
      'mmanager',
      'POST',
      '/access/availability',
      { effectiveDate: now - DAY, expiryDate: now + DAY, hasExpiry: true, requestDefs: [{ dn: sourceRepository }] },
      200,
    );
    const inWindow = await s.requestFor('uaadmin', sourceRepository, s.people(1, 44)[0]!.dn);
    expect(await s.tasksOf('euser', inWindow)).toHaveLength(1);
    const clash = await fault('mmanager', 'POST', '/access/availability', {
      effectiveDate: now,
      expiryDate: now + 2 * DAY,
      allRequests: true,
    });
    expect(clash.status).toBe(400);
    expect(clash.text).toMatch(/^This period overlaps the unavailability/);
    const prds = await s.get<{ availability: { availableRequestDefs: { dn: string }[] }[] }>(
      'mmanager',
      `/access/availability/prds?userDn=${encodeURIComponent(DN.mmanager)}`,
    );
    expect(prds.availability[0]?.availableRequestDefs.map((d) => d.dn)).toContain(sourceRepository);
    await s.send('mmanager', 'DELETE', '/access/availability', {
      availability: [{ availabilityId: window.availabilityId }],
    });
    await s.send('mmanager', 'DELETE', '/access/delegation', { delegations: [{ assignmentId: later.assignmentId }] });
  });

  it('a proxy assignment appears in Proxy As at once and disappears when removed or expired', async () => {
    const proxyFor = async () =>
      (await s.get<{ proxyForUsers: { dn: string }[] }>('euser', '/access/proxy/for?size=10')).proxyForUsers.map(
        (u) => u.dn,
      );
    expect(await proxyFor()).toEqual([]);
    const created = await s.send<{ proxyDefinitions: { dn: string }[] }>(
      'uaadmin',
      'POST',
      '/access/proxy/create',
      { assignedUserDN: DN.euser, proxyForUsers: [{ dn: DN.tmanager }], expirytime: String(now + DAY) },
      200,
    );
    expect(await proxyFor()).toEqual([DN.tmanager]);
    const all = await s.get<{ proxyDefinitions: { assignedUserDN: string }[] }>('uaadmin', '/access/proxy/all');
    expect(all.proxyDefinitions.map((d) => d.assignedUserDN)).toContain(DN.pproxy);
    expect((await fault('mmanager', 'POST', '/access/proxy/create', {})).status).toBe(403);

    // Expired (the window is in the past now): gone without a restart.
    s.app.store.db.prepare('UPDATE proxy_windows SET ends_at = ? WHERE proxy_dn = ?').run(now - 1, DN.euser);
    expect(await proxyFor()).toEqual([]);
    await s.send('uaadmin', 'POST', '/access/proxy/edit', { dn: created.proxyDefinitions[0]!.dn, expirytime: '' }, 200);
    expect(await proxyFor()).toEqual([DN.tmanager]);
    await s.send('uaadmin', 'POST', '/access/proxy/delete', { proxyDefinitions: created.proxyDefinitions }, 200);
    expect(await proxyFor()).toEqual([]);
    const past = await fault('uaadmin', 'POST', '/access/proxy/create', {
      assignedUserDN: DN.euser,
      proxyForUsers: [{ dn: DN.tmanager }],
      expirytime: String(now - DAY),
    });
    expect(past.status).toBe(400);
  });
});
