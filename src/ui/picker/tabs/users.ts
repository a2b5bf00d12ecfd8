import { searchAttributeKeys } from '../../../domain/picker-list';
import { pagedParams, toPage } from './lookup-mapping';
import type { ListTabDefinition } from './tab-definition';
import { searchInByAttributes } from './tab-texts';

export const usersTab: ListTabDefinition = {
  kind: 'list',
  id: 'users',
  itemType: 'user',
  label: (t) => t('picker.tabs.users'),
  placeholder: (t, label, config) => searchInByAttributes(t, label, config.searchAttributes),
  failedMessage: (t) => t('picker.failed.users'),
  defaultSource: (core, config) => async (query, signal) => {
    if (query.teamDn) {
      const members = await (
        await import('../../../api/lookups/team-members')
      ).fetchTeamMembers(core, { ...pagedParams(query), teamDn: query.teamDn }, signal);
      return toPage(members, (member) => ({ itemType: 'user', dn: member.dn, fullName: member.name }));
    }
    const searchAttr = searchAttributeKeys(config.searchAttributes);
    const users = await (
      await import('../../../api/lookups/users')
    ).fetchUsers(core, { ...pagedParams(query), ...(searchAttr.length > 0 ? { searchAttr } : {}) }, signal);
    return toPage(users, (user) => ({
      itemType: 'user',
      dn: user.dn,
      fullName: user.fullName,
      image: user.image ?? undefined,
    }));
  },
};
