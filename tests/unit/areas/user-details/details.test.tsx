// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserDetails } from '../../../../src/areas/user-details/UserDetails';
import { entityHref } from '../../../../src/areas/user-details/attributes';
import { NavigationProvider } from '../../../../src/ui/area';
import { json } from '../../core/fakes';
import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../../ui/render-core';
import { areaCore, attributeNode, byText, flush, personNode, violations } from '../users/helpers';

const DN = 'cn=ann,ou=users,o=data';
const MANAGER = 'cn=mia,ou=users,o=data';
const GROUP = 'cn=Engineering,ou=groups,o=data';
// 2009-01-24 09:00 local time.
const HIRED = new Date(2009, 0, 24, 9, 0).getTime();

const ANN = personNode(DN, 'Ann Smith', {
  image: 'data:image/png;base64,iVBORw0KGgo=',
  primaryAttributes: [
    attributeNode('Title', 'Title', [{ $: 'Accountant' }]),
    attributeNode('Email', 'Email', [{ $: 'ann@example.com' }]),
    attributeNode('TelephoneNumber', 'Telephone Number', [{ $: '+1 555 0100' }]),
    attributeNode('Pager', 'Pager', []),
  ],
  secondaryAttributes: [
    attributeNode('manager', 'Manager', [{ $: MANAGER, value: 'Mia Thompson' }], {
      dataType: 'DN',
      lookupEntity: 'user-lookup',
    }),
    attributeNode('Location', 'Location', [{ $: '  ' }]),
    attributeNode('Mobile', 'Mobile', [{ $: '+1 555 0199' }], { formatType: 'phone' }),
  ],
  otherAttributes: [
    attributeNode('HireDate', 'Hire Date', [{ $: String(HIRED) }], { dataType: 'Time' }),
    attributeNode('LoginDisabled', 'Login Disabled', [{ $: 'false' }], { dataType: 'Boolean' }),
    attributeNode('Building', 'Building', [{ $: 'cn=b1,o=data', value: 'Building 1' }], {
      dataType: 'DN',
      lookupEntity: 'building',
    }),
    attributeNode('Owner', 'Owner', [{ $: 'cn=x,o=data', value: 'Xavier' }], { dataType: 'DN' }),
    attributeNode('Buddy', 'Buddy', [{ $: 'cn=bo,o=data', value: 'Bo' }], { dataType: 'DN', lookupEntity: 'user' }),
    attributeNode('Group', 'Groups', [{ $: GROUP, value: 'Engineering' }], { dataType: 'DN', lookupEntity: 'group' }),
    attributeNode('Empty', 'Nothing', []),
  ],
  groupMemberof: [GROUP],
});

async function setup(answer = () => json(ANN)) {
  const { core, server, env } = await areaCore({
    'access/users/details': answer,
    'access/groups/membershipInfo': () =>
      json({
        dn: DN,
        groupMemberof: [GROUP],
        groups: [{ dn: GROUP, name: 'Engineering', description: 'Everyone in Engineering' }],
      }),
    'access/entities/quickInfo': () => json({ entityType: 'USER', entityName: 'Mia Thompson', details: [] }),
    'access/assignments/list': () =>
      json({
        assignments: [
          {
            id: 'cn=Accountant,cn=Level20',
            name: 'Accountant',
            description: 'Books',
            entityType: 'role',
            statusDisplay: 'Provisioned',
            effectiveDate: HIRED,
            expiryDate: 0,
          },
          {
            id: 'cn=Mailbox',
            name: 'Mailbox',
            description: '',
            entityType: 'resource',
            statusDisplay: 'Revoke pending',
            effectiveDate: HIRED,
          },
        ],
        nextIndex: -1,
        total: 2,
      }),
  });
  return { core, server, env };
}

function row(container: HTMLElement, label: string): HTMLElement {
  const dt = byText(container, 'dt, .idm-user-details-card > .idm-user-details-label', label);
  return dt.parentElement as HTMLElement;
}

describe('user details', () => {
  afterEach(cleanup);

  it("shows 'Identity information About:' with the photo, the full name and primary attributes as cards", async () => {
    const { core, server } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    // The view's code comes beside the details' read.
    await waitFor(() => expect(container.querySelector('.idm-user-details')).not.toBeNull());
    await flush();
    expect(new URL(server.callsTo('access/users/details')[0]!.url).searchParams.get('userDn')).toBe(DN);
    expect(text(container.querySelector('h2'))).toBe('Identity information About: Ann Smith');
    expect(container.querySelector('.idm-user-details-photo img')?.getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    const cards = [...container.querySelectorAll('.idm-user-details-card')].map((card) =>
      text(card.querySelector('.idm-user-details-label')),
    );
    // The empty Pager is skipped.
    expect(cards).toEqual(['Title', 'Email', 'Telephone Number']);
  });

  it('renders every attribute type and skips attributes without values', async () => {
    const { core } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    // The view's code comes beside the details' read.
    await waitFor(() => expect(container.querySelector('.idm-user-details')).not.toBeNull());
    await flush();
    // mailto and tel
    expect(row(container, 'Email').querySelector('a')?.getAttribute('href')).toBe('mailto:ann@example.com');
    expect(row(container, 'Telephone Number').querySelector('a')?.getAttribute('href')).toBe('tel:+15550100');
    expect(row(container, 'Mobile').querySelector('a')?.getAttribute('href')).toBe('tel:+15550199');
    // plain text
    expect(text(row(container, 'Title').querySelector('.idm-user-details-value'))).toBe('Accountant');
    expect(row(container, 'Title').querySelector('a')).toBeNull();
    // Time: 'MMM d, y h:mm a'
    expect(text(row(container, 'Hire Date').querySelector('dd'))).toBe('Jan 24, 2009 9:00 AM');
    expect(text(row(container, 'Login Disabled').querySelector('dd'))).toBe('No');
    // Blank and empty attributes have no row.
    const labels = [...container.querySelectorAll('dt')].map(text);
    expect(labels).not.toContain('Location');
    expect(labels).not.toContain('Nothing');
    // Secondary and other attributes are label/value pairs in one two-column list.
    expect(labels).toEqual(['Manager', 'Mobile', 'Hire Date', 'Login Disabled', 'Building', 'Owner', 'Buddy']);
  });

  it('opens the quick info for user-lookup DNs and links other DNs to their catalog', async () => {
    const { core, env } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    // The view's code comes beside the details' read.
    await waitFor(() => expect(container.querySelector('.idm-user-details')).not.toBeNull());
    await flush();
    const manager = row(container, 'Manager').querySelector('button.idm-quick-info-trigger');
    expect(text(manager)).toBe('Mia Thompson');
    await userEvent.click(manager!);
    await waitFor(() => expect(container.querySelector('[role="dialog"]')).not.toBeNull());
    await userEvent.click(byText(container, 'button', 'View more info'));
    expect(env.location.assigned).toEqual(['#/users/cn%3Dmia%2Cou%3Dusers%2Co%3Ddata']);

    // Another entity's definition: the entities catalog; a user definition: the user catalog.
    expect(row(container, 'Building').querySelector('a')?.getAttribute('href')).toBe(
      '#/entities/building/cn%3Db1%2Co%3Ddata',
    );
    expect(row(container, 'Buddy').querySelector('a')?.getAttribute('href')).toBe('#/users/cn%3Dbo%2Co%3Ddata');
    // No lookup entity: the name as text.
    expect(row(container, 'Owner').querySelector('a, button')).toBeNull();
    expect(text(row(container, 'Owner').querySelector('dd'))).toBe('Xavier');
  });

  it('shows group memberships with their names (and not the group attribute again)', async () => {
    const { core } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    await waitFor(() =>
      expect(text(container.querySelector('.idm-user-details-groups'))).toBe('Engineering Everyone in Engineering'),
    );
    expect(text(container.querySelector('.idm-user-details-section h3'))).toBe('Group Memberships');
    expect([...container.querySelectorAll('dt')].map(text)).not.toContain('Groups');
  });

  it("links each group to the group's page for administrators", async () => {
    const { core } = await areaCore({
      'info/user/rights': () => json({ authorized: true, isAdmin: true }),
      'access/users/details': () => json(ANN),
      'access/groups/membershipInfo': () =>
        json({ dn: DN, groupMemberof: [GROUP], groups: [{ dn: GROUP, name: 'Engineering', description: '' }] }),
      'access/assignments/list': () => json({ assignments: [], nextIndex: -1, total: 0 }),
    });
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    await waitFor(() => expect(container.querySelector('.idm-user-details-groups a')).not.toBeNull());
    expect(container.querySelector('.idm-user-details-groups a')?.getAttribute('href')).toBe(
      `#/groups/detail/${encodeURIComponent(GROUP)}`,
    );
  });

  it("lists the user's roles and resources with status, effective and expiry dates", async () => {
    const { core, server } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    await waitFor(() => expect(container.querySelectorAll('.idm-user-details-section tbody tr')).toHaveLength(2));
    const call = server.callsTo('access/assignments/list')[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body!)).toEqual({ dn: DN });
    const cells = [...container.querySelectorAll('.idm-user-details-section tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map(text),
    );
    expect(cells[0]).toEqual(['Role', 'Accountant', 'Books', 'Direct', 'Provisioned', 'Jan 24, 2009 9:00 AM', '']);
    expect(cells[1]?.[0]).toBe('Resource');
    expect(cells[1]?.[4]).toBe('Revoke pending');
  });

  it('leaves the roles and resources out when the caller may not see them', async () => {
    const { core } = await areaCore({
      'access/users/details': () => json(ANN),
      'access/assignments/list': () => json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'no' } } }, 403),
    });
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    await flush(10);
    expect(text(container)).not.toContain('Roles and Resources');
  });

  it('shows the default image without a photo, and the error when the details cannot be loaded', async () => {
    const { core } = await setup(() => json({ ...ANN, image: '' }));
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    // The view's code comes beside the details' read.
    await waitFor(() => expect(container.querySelector('.idm-user-details')).not.toBeNull());
    await flush();
    expect(container.querySelector('.idm-user-details-photo .idm-default-user-image')).not.toBeNull();

    const failing = await setup(() =>
      json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'No user with this DN.' } } }, 404),
    );
    const second = renderWithCore(<UserDetails dn="cn=nobody,o=data" />, failing.core);
    await waitFor(() =>
      expect(text(second.container.querySelector('[role="alert"] .idm-load-failure-text'))).toBe(
        'No user with this DN.',
      ),
    );
  });

  it('hands links to an embedding element instead of leaving the page', async () => {
    const { core, env } = await setup();
    const navigate = vi.fn();
    const { container } = renderWithCore(
      <NavigationProvider navigate={navigate}>
        <UserDetails dn={DN} />
      </NavigationProvider>,
      core,
    );
    await flush();
    await userEvent.click(row(container, 'Building').querySelector('a')!);
    expect(navigate).toHaveBeenCalledWith('#/entities/building/cn%3Db1%2Co%3Ddata');
    expect(env.location.assigned).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { core } = await setup();
    const { container } = renderWithCore(<UserDetails dn={DN} />, core);
    // The view's code comes beside the details' read.
    await waitFor(() => expect(container.querySelector('.idm-user-details')).not.toBeNull());
    await flush();
    expect(await violations(container)).toEqual([]);
  });
});

describe('entity links', () => {
  it('go to the user catalog for user definitions, else to the entities catalog', () => {
    expect(entityHref('user-lookup', 'cn=a,o=data')).toBe('#/users/cn%3Da%2Co%3Ddata');
    expect(entityHref('user', 'cn=a,o=data')).toBe('#/users/cn%3Da%2Co%3Ddata');
    expect(entityHref('group', 'cn=g,o=data')).toBe('#/entities/group/cn%3Dg%2Co%3Ddata');
    expect(entityHref(null, 'cn=g,o=data')).toBeNull();
  });
});
