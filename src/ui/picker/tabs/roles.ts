import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const rolesTab: ListTabDefinition = {
  kind: 'list',
  id: 'roles',
  itemType: 'role',
  filtersByRoleLevel: true,
  label: (t) => t('picker.tabs.roles'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.roles'),
  defaultSource: (core) => async (query, signal) =>
    toPage(
      await (
        await import('../../../api/lookups/roles')
      ).fetchRoles(core, { ...pagedParams(query), ...(query.roleLevel ? { roleLevel: query.roleLevel } : {}) }, signal),
      (role) => ({
        itemType: 'role',
        dn: role.dn,
        name: role.name,
        description: role.description,
        level: role.level,
        categories: role.categories,
      }),
    ),
};
