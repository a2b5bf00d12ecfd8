import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchIn } from './tab-texts';

export const permissionTab: ListTabDefinition = {
  kind: 'list',
  id: 'permission',
  itemType: 'permission',
  label: (t) => t('picker.tabs.permission'),
  placeholder: (t, label) => searchIn(t, label),
  failedMessage: (t) => t('picker.failed.permission'),
  emptyMessage: (t) => t('picker.emptyPermission'),
  defaultSource: (core, config) => async (query, signal) => {
    const types = config.permissionTypes;
    return toPage(
      await (
        await import('../../../api/lookups/permissions')
      ).fetchPermissions(core, { ...pagedParams(query), ...(types ? { types } : {}) }, signal),
      (permission) => ({
        itemType: 'permission',
        dn: permission.dn,
        id: permission.id,
        name: permission.name,
        description: permission.description,
        entityType: permission.entityType,
        bulkRequestable: permission.bulkRequestable,
      }),
    );
  },
};
