import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/core/i18n';
import { decideAccess } from '../../../src/console/guard/decide-access';
import { guardKeys, sectionPageKey } from '../../../src/console/guard/page-keys';
import { NAMED_SECTIONS, pageNameOfSection, sectionDisplayName } from '../../../src/console/shell/section-names';
import { parseMenuItems, type NavigationRights } from '../../../src/domain/navigation';

function rights(
  values: Record<string, string>,
  areaDefault = 'dashboard',
  areaDefaultDisplayName = 'Dashboard',
): NavigationRights {
  return {
    navPageRights: Object.entries(values).map(([key, value]) => ({ key, value })),
    areaDefault,
    areaDefaultDisplayName,
  };
}

const decide = (path: string, values: Record<string, string>, areaDefault?: string, name?: string) =>
  decideAccess(guardKeys(path.split('/').filter(Boolean)), rights(values, areaDefault, name));

describe('guard keys', () => {
  it('asks for the section key; the spec names a few differently', () => {
    expect(guardKeys(['dashboard']).requested).toEqual(['dashboard']);
    expect(guardKeys(['role']).requested).toEqual(['role']);
    expect(sectionPageKey('orgchart')).toBe('orgChart');
    expect(sectionPageKey('detailInfo')).toBe('user');
    expect(sectionPageKey('entities')).toBe('entities');
  });

  it('adds the granular right of role, resource and SoD sub-pages create, detail and mapresources', () => {
    expect(guardKeys(['role', 'create']).requested).toEqual(['role', 'create Role']);
    expect(guardKeys(['resource', 'create']).requested).toEqual(['resource', 'create Resource']);
    expect(guardKeys(['sod', 'create']).requested).toEqual(['sod', 'create Sod']);
    expect(guardKeys(['role', 'mapresources']).requested).toEqual(['role', 'mapresources']);
    expect(guardKeys(['resource', 'mapresources']).subPageKey).toBe('mapresources');
    expect(guardKeys(['role', 'detail']).subPageKey).toBe('role');
    expect(guardKeys(['sod', 'detail']).subPageKey).toBe('sod');
  });

  it('delegation create and edit need the create-delegation right', () => {
    expect(guardKeys(['delegation', 'create']).requested).toEqual(['delegation', 'createDelegation']);
    expect(guardKeys(['delegation', 'edit']).requested).toEqual(['delegation', 'createDelegation']);
    expect(guardKeys(['delegation']).subPageKey).toBeNull();
  });

  it('the profile key also asks for the org-chart rights, in the same request', () => {
    expect(guardKeys(['myProfile']).requested).toEqual(['profile', 'orgChart', 'entityOrgChart']);
    expect(guardKeys(['profile', 'profileRoles']).requested).toEqual(['profile', 'orgChart', 'entityOrgChart']);
    expect(guardKeys(['role']).companionKeys).toEqual([]);
  });

  it('uses the keys an area declares instead of the section key', () => {
    expect(guardKeys(['users', 'cn=ann'], ['users', 'user']).requested).toEqual(['users', 'user']);
    expect(guardKeys(['x'], []).requested).toEqual(['x']);
  });

  it('a sub-page without a granular right (a DN, a profile section) adds nothing', () => {
    expect(guardKeys(['users', 'cn=ann,o=data']).subPageKey).toBeNull();
    expect(guardKeys(['role', 'list']).subPageKey).toBeNull();
  });
});

describe('guard decision', () => {
  it('allows when every right is true', () => {
    expect(decide('/role/create', { role: 'true', 'create Role': 'true' })).toEqual({ allowed: true });
  });

  it('allows when the page right is missing (access allowed unless explicitly not true)', () => {
    expect(decide('/dashboard', {})).toEqual({ allowed: true });
  });

  it("blocks a page key marked 'false' and sends to the area default page", () => {
    expect(decide('/sod', { sod: 'false' }, 'dashboard', 'Dashboard')).toEqual({
      allowed: false,
      deniedKey: 'sod',
      redirectPath: '/dashboard',
      redirectName: 'Dashboard',
    });
  });

  it("blocks any value that is not 'true' (ignoring case and blanks)", () => {
    expect(decide('/sod', { sod: 'no' }).allowed).toBe(false);
    expect(decide('/sod', { sod: '' }).allowed).toBe(false);
    expect(decide('/sod', { sod: ' TRUE ' }).allowed).toBe(true);
  });

  it('allows an empty sub-page', () => {
    expect(decide('/role', { role: 'true' })).toEqual({ allowed: true });
  });

  it("a granular sub-page needs its right to be 'true': false or missing blocks", () => {
    expect(decide('/role/create', { role: 'true', 'create Role': 'false' }, 'role', 'Roles')).toEqual({
      allowed: false,
      deniedKey: 'create Role',
      redirectPath: '/role',
      redirectName: 'Roles',
    });
    expect(decide('/role/create', { role: 'true' }, 'role', 'Roles').allowed).toBe(false);
    expect(decide('/resource/mapresources', { resource: 'true', mapresources: 'false' }).allowed).toBe(false);
    // A detail page's right is the area's own key: missing is not 'true' there.
    expect(decide('/sod/detail/x', {}).allowed).toBe(false);
    expect(decide('/sod/detail/x', { sod: 'true' }).allowed).toBe(true);
  });

  it('delegation create and edit are blocked without the create-delegation right', () => {
    expect(decide('/delegation/create', { delegation: 'true', createDelegation: 'false' }).allowed).toBe(false);
    expect(decide('/delegation/edit/1', { delegation: 'true' }).allowed).toBe(false);
    expect(decide('/delegation/edit/1', { delegation: 'true', createDelegation: 'true' }).allowed).toBe(true);
  });

  it('the page key is checked before the sub-page right', () => {
    const decision = decide('/role/create', { role: 'false', 'create Role': 'true' });
    expect(decision).toMatchObject({ allowed: false, deniedKey: 'role' });
  });

  it('a sub-page without a granular right is allowed when the page is', () => {
    expect(decide('/users/cn%3Dann', { users: 'true' })).toEqual({ allowed: true });
  });

  it('the org-chart rights never block the profile', () => {
    expect(decide('/myProfile', { profile: 'true', orgChart: 'false', entityOrgChart: 'false' })).toEqual({
      allowed: true,
    });
    expect(decide('/myProfile', { profile: 'false', orgChart: 'true' }).allowed).toBe(false);
  });

  it('goes home when the area default is missing or is the refused section itself', () => {
    expect(decide('/sod', { sod: 'false' }, '', '')).toMatchObject({ redirectPath: '/default', redirectName: '' });
    expect(decide('/sod', { sod: 'false' }, 'sod', 'SoD')).toMatchObject({
      redirectPath: '/default',
      redirectName: '',
    });
  });

  it('reads the area default as a route in any spelling', () => {
    expect(decide('/sod', { sod: 'false' }, '#/dashboard')).toMatchObject({ redirectPath: '/dashboard' });
    expect(decide('/sod', { sod: 'false' }, '/tasks')).toMatchObject({ redirectPath: '/tasks' });
  });
});

describe('section display names', () => {
  const english = createI18n();
  const t = (key: string) => english.t(key);

  it('names every section of the spec’s route list, the profile and the inline user route', () => {
    const spec =
      'default, role, resource, delegation, availability, cprs, sod, configuration, groups, entities, orgchart, workflowmonitoring, permissions, history, proxyassignments, settings, requests, landing, tasks, teams, dashboard, globalDashboard, users, createUser, editlanding, manageusers, editrequest, localekit, profile, emailapproval';
    for (const section of [...spec.split(', '), 'myProfile', 'detailInfo']) {
      expect(NAMED_SECTIONS).toContain(section);
      expect(sectionDisplayName(section, t)).not.toBe(section);
    }
    expect(sectionDisplayName('manageusers', t)).toBe('Manage Users');
    expect(sectionDisplayName('somethingNew', t)).toBe('somethingNew');
  });

  it('translates under sections.<key>, and prefers the menu’s own name', () => {
    const asked: string[] = [];
    expect(sectionDisplayName('sod', (key) => (asked.push(key), `[${t(key)}]`))).toBe('[Separation of Duties]');
    expect(asked).toEqual(['sections.sod']);
    const menu = parseMenuItems([{ mapName: 'x', menuName: 'SoD Policies', context: '#/sod' }]);
    expect(pageNameOfSection(menu, 'sod', t)).toBe('SoD Policies');
    expect(pageNameOfSection(menu, 'role', t)).toBe('Roles');
  });
});
