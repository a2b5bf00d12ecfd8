import type { PickerItem, PickerQuery, PickerSources, PickerTreeSource } from '../../../../src/ui/picker';
import { SAMPLE_PEOPLE } from './sample-people';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const people: PickerItem[] = SAMPLE_PEOPLE.map((p) => ({ itemType: 'user', dn: p.dn, name: p.name, fullName: p.name }));
const groups: PickerItem[] = ['Finance', 'Sales', 'Engineering', 'Support', 'Legal', 'Facilities', 'Marketing'].map(
  (name) => ({
    itemType: 'group',
    dn: `cn=${name},ou=groups,o=data`,
    name,
    description: `Everyone in ${name}`,
  }),
);

function page(all: PickerItem[], query: PickerQuery) {
  const q = query.q.toLowerCase();
  const matches = all.filter((item) => (item.name ?? '').toLowerCase().includes(q));
  const start = query.nextIndex - 1;
  const next = start + query.size < matches.length ? start + query.size + 1 : -1;
  return { items: matches.slice(start, start + query.size), total: matches.length, nextIndex: next };
}

/** Search and paging over sample people and groups, answering after a short wait (shows loading). */
export const sampleSources: PickerSources = {
  users: async (query) => {
    await delay(300);
    return page(people, query);
  },
  groups: async (query) => {
    await delay(300);
    return page(groups, query);
  },
};

/** 350 matches for any search: the 300-item cap and its message. */
export const tooManySources: PickerSources = {
  users: async () => ({
    items: Array.from({ length: 350 }, (_, i) => ({
      itemType: 'user' as const,
      dn: `cn=u${i},ou=users,o=data`,
      name: `Person ${i + 1}`,
    })),
    total: 350,
  }),
};

export const emptySources: PickerSources = { users: async () => ({ items: [], total: 0 }) };

export const failingSources: PickerSources = {
  users: async () => {
    await delay(200);
    throw new Error('503 Service Unavailable');
  },
};

const level = (n: number, name: string): PickerItem => ({
  itemType: 'container',
  dn: `cn=Level${n},cn=RoleDefs,cn=RoleConfig,cn=AppConfig`,
  name,
  level: n,
});

/** Role containers: the three levels, each with sub-containers fetched on expansion. */
export const sampleContainerTree: PickerTreeSource = {
  roots: async () => [level(10, 'Level10'), level(20, 'Level20'), level(30, 'Level30')],
  children: async (parent) => {
    await delay(400);
    return ['Finance', 'IT', 'HR'].map((name) => ({
      itemType: 'container' as const,
      dn: `cn=${name},${parent.dn}`,
      name,
      level: parent.level,
    }));
  },
};
