import { vi } from 'vitest';
import { RoleAdminWidget } from '../../../../src/areas/role-admin';
import { apiCore } from '../../api/setup';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { renderWithCore } from '../../ui/render-core';

export const ME = { dn: 'cn=uaadmin,ou=users,o=data', fullName: 'UA Admin' };
export const SALES = 'cn=Sales,cn=Level30,cn=RoleDefs,o=system';
export const CRM = 'cn=CRM,cn=Level20,cn=RoleDefs,o=system';
export const ANN = 'cn=ann,ou=users,o=data';
export const BOB = 'cn=bob,ou=users,o=data';

export const roleNode = (dn: string, name: string, level: number, extra: Record<string, unknown> = {}) => ({
  id: dn,
  name,
  description: `${name} staff`,
  level,
  roleLevel: { level, cn: `Level${level}` },
  status: 50,
  categories: [],
  owners: [],
  ...extra,
});

export const SALES_NODE = roleNode(SALES, 'Sales', 30, {
  approvalRequired: true,
  approvalIsStandard: true,
  approvalApprovers: [
    { id: BOB, name: 'Bob', type: 'user', sequence: 2 },
    { id: ANN, name: 'Ann', type: 'user', sequence: 1 },
  ],
  revokeEqualsGrant: 1,
});

export const bodyOf = (call: RecordedCall | undefined): unknown => JSON.parse(call?.body ?? 'null');

/** The role calls answered in the contract's shapes. */
export const roleAdminRoutes = (): Record<string, Route> => ({
  userDefaults: () => json(ME),
  'info/user/rights': () => json({}),
  'access/supportedlocales': () =>
    json({
      locales: [
        { locale: 'en', localeDisplayName: 'English' },
        { locale: 'he', localeDisplayName: 'Hebrew' },
      ],
    }),
  'catalog/roles/list': () =>
    json({
      roles: [SALES_NODE, roleNode(CRM, 'CRM', 20, { status: 15, categories: [{ id: 'it', name: 'IT' }] })],
      nextIndex: -1,
      total: 2,
    }),
  'catalog/roleCategories': () => json({ categories: [{ id: 'it', name: 'IT' }], total: 1 }),
  'catalog/roles/role': () => json({ roles: [SALES_NODE] }, 201),
  'catalog/roles/subRoles/list': () => json({ roles: [roleNode(CRM, 'CRM', 20)], total: 1 }, 201),
  'catalog/roles/parentRoles/list': () => json({ roles: [], total: 0 }, 201),
  'catalog/roles/mappedResources/list': () => json({ resources: [], total: 0 }, 201),
  'catalog/roles/role/assignments': () => json({ assignments: [], total: 0 }, 201),
  'access/requests/historylist': () => json({ requests: [], total: 0 }),
  preference: () => json({}),
});

/** A fake server with the role calls answered in the contract's shapes; `routes` adds or replaces. */
export async function roleAdminSetup(routes: Record<string, Route> = {}, roleDn?: string) {
  const { core, server } = await apiCore({ ...roleAdminRoutes(), ...routes });
  const onRoleChanged = vi.fn();
  const rendered = renderWithCore(
    <RoleAdminWidget roleDn={roleDn} onNavigate={vi.fn()} onRoleChanged={onRoleChanged} />,
    core,
  );
  return { ...rendered, core, server, onRoleChanged };
}

export { settle } from '../list-harness';
