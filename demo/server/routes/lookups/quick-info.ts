import type { Store } from '../../db/store.js';
import { avatarDataUrl } from '../../people/avatar.js';

interface QuickInfoDetail {
  key: string;
  displayLabel: string;
  value: string;
  dataType: string;
  /** Sandbox extension: shown without a label under the name (the photo and a few attributes). */
  primary: boolean;
}

export interface QuickInfoNode {
  entityType: string;
  entityName: string;
  details: QuickInfoDetail[];
}

const detail = (key: string, displayLabel: string, value: string, primary = false, dataType = 'String'): QuickInfoDetail =>
  ({ key, displayLabel, value, dataType, primary });

const present = (details: QuickInfoDetail[]): QuickInfoDetail[] => details.filter((d) => d.value !== '');

/** QuickInfo of a user, role or resource; undefined when there is none with that DN. */
export function quickInfo(store: Store, entityType: string, dn: string): QuickInfoNode | undefined {
  if (entityType === 'USER') {
    const user = store.users.findByDn(dn);
    if (!user) return undefined;
    const manager = user.manager_dn ? store.users.findByDn(user.manager_dn) : undefined;
    return {
      entityType, entityName: user.full_name,
      details: present([
        detail('UserPhoto', 'Photo', avatarDataUrl(user.given_name, user.surname, user.dn), true, 'Binary'),
        detail('Title', 'Title', user.title, true), detail('Email', 'Email', user.email, true),
        detail('TelephoneNumber', 'Telephone Number', user.telephone), detail('Department', 'Department', user.department),
        detail('manager', 'Manager', manager?.full_name ?? '', false, 'DN'), detail('CN', 'User ID', user.cn),
      ]),
    };
  }
  const { catalog } = store.lookups;
  const kind = entityType === 'ROLE' ? 'role' : 'resource';
  const row = kind === 'role' ? catalog.roleByDn(dn) : catalog.resourceByDn(dn);
  if (!row) return undefined;
  const categories = (catalog.categoriesOf(kind, [row.dn]).get(row.dn.toLowerCase()) ?? []).map((c) => c.name).join(', ');
  const level = 'level' in row ? catalog.roleLevels().find((l) => l.level === row.level)?.name ?? '' : '';
  return {
    entityType, entityName: row.name,
    details: present([
      detail('Description', 'Description', row.description, true), detail('Level', 'Role Level', level),
      detail('Categories', 'Categories', categories),
    ]),
  };
}
