import type { Store } from '../../db/store.js';
import { attributeLabel } from '../../people/attribute-labels.js';
import { userImage } from '../../people/user-image.js';

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

const detail = (
  key: string,
  displayLabel: string,
  value: string,
  primary = false,
  dataType = 'String',
): QuickInfoDetail => ({ key, displayLabel, value, dataType, primary });

const present = (details: QuickInfoDetail[]): QuickInfoDetail[] => details.filter((d) => d.value !== '');

/** QuickInfo of a user, role or resource (user labels in `locale`); undefined when there is none with that DN. */
export function quickInfo(store: Store, entityType: string, dn: string, locale?: string): QuickInfoNode | undefined {
  if (entityType === 'USER') {
    const user = store.users.findByDn(dn);
    if (!user) return undefined;
    const manager = user.manager_dn ? store.users.findByDn(user.manager_dn) : undefined;
    const labelled = (key: string, english: string, value: string, primary = false, dataType = 'String') =>
      detail(key, attributeLabel(key, english, locale), value, primary, dataType);
    return {
      entityType,
      entityName: user.full_name,
      details: present([
        labelled('UserPhoto', 'Photo', userImage(store.db, user), true, 'Binary'),
        labelled('Title', 'Title', user.title, true),
        labelled('Email', 'Email', user.email, true),
        labelled('TelephoneNumber', 'Telephone Number', user.telephone),
        labelled('Department', 'Department', user.department),
        labelled('manager', 'Manager', manager?.full_name ?? '', false, 'DN'),
        labelled('CN', 'User ID', user.cn),
      ]),
    };
  }
  const { catalog } = store.lookups;
  const kind = entityType === 'ROLE' ? 'role' : 'resource';
  const row = kind === 'role' ? catalog.roleByDn(dn) : catalog.resourceByDn(dn);
  if (!row) return undefined;
  const categories = (catalog.categoriesOf(kind, [row.dn]).get(row.dn.toLowerCase()) ?? [])
    .map((c) => c.name)
    .join(', ');
  const level = 'level' in row ? (catalog.roleLevels().find((l) => l.level === row.level)?.name ?? '') : '';
  return {
    entityType,
    entityName: row.name,
    details: present([
      detail('Description', 'Description', row.description, true),
      detail('Level', 'Role Level', level),
      detail('Categories', 'Categories', categories),
    ]),
  };
}
