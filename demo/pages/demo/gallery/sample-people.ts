import type { LookupPage, Recipient } from '../../../../src/api/lookups';
import type { QuickInfo } from '../../../../src/api/lookups/quick-info';
import type { MembersPageQuery } from '../../../../src/ui/members';

const FIRST = ['Ada', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jana', 'Kofi', 'Lea'];
const LAST = ['Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Tanaka', 'Umar', 'Varga', 'Weber'];

/** 34 people: more than three pages of ten. */
export const SAMPLE_PEOPLE: Recipient[] = Array.from({ length: 34 }, (_, i) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
  return { dn: `cn=user${i + 1},ou=users,o=data`, name, type: 'user', isGroupAssignment: false };
});

/** A stand-in for the server's member lookups: search, sort and paging over the sample people. */
export async function sampleMembers(_core: unknown, params: MembersPageQuery): Promise<LookupPage<Recipient>> {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const query = params.q === '*' ? '' : params.q.toLowerCase();
  const matches = SAMPLE_PEOPLE.filter((p) => p.name.toLowerCase().includes(query)).sort(
    (a, b) => a.name.localeCompare(b.name) * (params.sortOrder === 'desc' ? -1 : 1),
  );
  const start = params.nextIndex - 1;
  const items = matches.slice(start, start + params.size);
  const next = start + params.size < matches.length ? start + params.size + 1 : -1;
  return { items, nextIndex: next, total: matches.length };
}

export async function sampleQuickInfo(_core: unknown, params: { dn: string }): Promise<QuickInfo> {
  const person = SAMPLE_PEOPLE.find((p) => p.dn === params.dn);
  return {
    entityType: 'USER',
    displayName: person?.name ?? params.dn,
    image: null,
    primary: [
      { key: 'Title', label: 'Title', value: 'Financial Analyst', dataType: 'String' },
      { key: 'Email', label: 'Email', value: 'ada.novak@example.com', dataType: 'String' },
    ],
    secondary: [
      { key: 'TelephoneNumber', label: 'Telephone Number', value: '+1 555 0142', dataType: 'String' },
      { key: 'Department', label: 'Department', value: 'Finance', dataType: 'String' },
    ],
  };
}
