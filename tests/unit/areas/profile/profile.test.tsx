// @vitest-environment happy-dom
import '../../setup/act-environment';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileView } from '../../../../src/areas/profile/ProfileView';
import { ProfileWidget } from '../../../../src/areas/profile/ProfileWidget';
import type { ProfileSection } from '../../../../src/areas/profile/sections';
import { FeedbackBanner } from '../../../../src/ui/banner/FeedbackBanner';
import { json } from '../../core/fakes';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { text } from '../../ui/render-core';
import { ME_DN, attribute, chooseFile, person, profileRoutes, renderArea, violations } from './harness';

afterEach(cleanup);

function Profile({
  section = 'details',
  onSectionChange = () => undefined,
}: {
  section?: ProfileSection;
  onSectionChange?(s: ProfileSection): void;
}) {
  return (
    <>
      <FeedbackBanner />
      <ProfileView section={section} onSectionChange={onSectionChange} />
    </>
  );
}

function typeIntoTextarea(area: Element | null, value: string): void {
  if (!(area instanceof HTMLTextAreaElement)) throw new Error('no textarea');
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const bodyOf = (call: { body: string | undefined } | undefined) => JSON.parse(call?.body ?? '{}');
const row = (container: HTMLElement, key: string) =>
  container.querySelector(`.idm-profile-attribute[data-key="${key}"]`);

describe('My profile: attributes', () => {
  it('marks read-only attributes and offers only the editable ones (never cn) in the edit form', async () => {
    const view = await renderArea(<Profile />, profileRoutes());
    await waitFor(() => expect(text(view.container.querySelector('.idm-profile-name'))).toBe('Eddie User'));
    // The details tab's code comes beside my details' read.
    await waitFor(() => expect(row(view.container, 'FirstName')).not.toBeNull());
    expect(row(view.container, 'FirstName')?.querySelector('.idm-profile-lock')).not.toBeNull();
    expect(row(view.container, 'Title')?.querySelector('.idm-profile-lock')).toBeNull();
    expect(row(view.container, 'CN')?.querySelector('.idm-profile-lock')).not.toBeNull();

    await userEvent.click(within(view.container).getByRole('button', { name: 'Edit' }));
    // The editor's code comes when it first opens.
    await waitFor(() => expect(view.container.querySelector('.idm-profile-form label')).not.toBeNull());
    const labels = [...view.container.querySelectorAll('.idm-profile-form label')].map((l) => text(l));
    expect(labels).toEqual(['Title', 'Email']);
  });

  it('sends only changed editable attributes, never cn, and shows success', async () => {
    const view = await renderArea(<Profile />, profileRoutes());
    await waitFor(() => within(view.container).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(view.container).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(view.container.querySelector('input[type=text]')!);
    await userEvent.type(view.container.querySelector('input[type=text]')!, 'Senior Engineer');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.server.callsTo('access/user?').length).toBe(1));
    const put = view.server.callsTo('access/user?')[0];
    expect(put?.method).toBe('PUT');
    expect(put?.url).toContain('isProfile=true');
    expect(bodyOf(put)).toEqual({
      dn: ME_DN,
      attributes: [{ key: 'Title', values: ['Senior Engineer'], action: 'update' }],
    });
    await waitFor(() =>
      expect(text(view.container.querySelector('.idm-banner'))).toContain('Your profile was updated.'),
    );
    expect(view.container.querySelector('.idm-profile-form')).toBeNull();
  });

  it('a save someone else overtook (412) opens the conflict dialog; applying mine on top sends their version', async () => {
    let version = '"v1"';
    let title = 'Engineer';
    let puts = 0;
    const view = await renderArea(
      <Profile />,
      profileRoutes({
        'users/details': () => {
          const answer = json(
            person({
              primaryAttributes: [
                attribute({ key: 'FirstName', displayLabel: 'First Name', values: ['Eddie'], isRequired: true }),
                attribute({ key: 'Title', displayLabel: 'Title', values: [title], isEditable: true }),
                attribute({ key: 'Email', displayLabel: 'Email', values: ['eddie@example.com'], isEditable: true }),
              ],
            }),
          );
          answer.headers.set('ETag', version);
          return answer;
        },
        'access/user': (call) =>
          ++puts === 1
            ? json({ Fault: { Code: { Value: 'PRECONDITION_FAILED' }, Reason: { Text: 'Changed' } } }, 412)
            : json({ dn: ME_DN, attributes: JSON.parse(call.body ?? '{}').attributes ?? [] }),
      }),
    );
    await waitFor(() => within(view.container).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(view.container).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(view.container.querySelector('.idm-profile-form input[type=text]')).not.toBeNull());
    // Someone else changes the title after the form opened.
    title = 'Architect';
    version = '"v2"';
    const email = () => within(view.container).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email());
    await userEvent.type(email(), 'ed@example.com');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save' }));
    const dialog = await within(view.container).findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    expect(text(dialog.querySelector('tr[data-field=Title]'))).toContain('Architect');
    expect(text(dialog.querySelector('tr[data-field=Email]'))).toContain('ed@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply my changes on top' }));
    expect(within(view.container).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Architect');
    expect(email()).toHaveProperty('value', 'ed@example.com');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.server.callsTo('access/user?').length).toBe(2));
    const [stale, fresh] = view.server.callsTo('access/user?');
    expect([stale?.headers['If-Match'], fresh?.headers['If-Match']]).toEqual(['"v1"', '"v2"']);
    expect(bodyOf(fresh).attributes).toEqual([{ key: 'Email', values: ['ed@example.com'], action: 'update' }]);
  });

  it('offers no Edit button when nothing but the photo is editable, and says so when nothing is', async () => {
    const readOnly = person({
      imageAttr: { key: 'UserPhoto', displayLabel: 'Photo', dataType: 'Binary', isEditable: false },
      primaryAttributes: [
        {
          key: 'FirstName',
          displayLabel: 'First Name',
          dataType: 'String',
          isEditable: false,
          attributeValues: [{ $: 'Eddie' }],
        },
      ],
      otherAttributes: [],
    });
    const view = await renderArea(<Profile />, profileRoutes({ 'users/details': () => json(readOnly) }));
    await waitFor(() =>
      expect(text(view.container)).toContain('Your details can only be changed by an administrator.'),
    );
    expect(within(view.container).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(view.container.querySelector('input[type=file]')).toBeNull();
  });

  it.each([
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), 'Network Error'],
    [
      'a fault',
      () => json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Title is too long.' } } }, 400),
      'Title is too long.',
    ],
    [
      'a plain failure',
      () => new Response('<html>oops</html>', { status: 503, statusText: 'Service Unavailable' }),
      'Service Unavailable',
    ],
  ])('shows the spec text on %s and keeps the values', async (_case, answer, message) => {
    const view = await renderArea(<Profile />, profileRoutes({ 'access/user': answer as never }));
    await waitFor(() => within(view.container).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(view.container).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(view.container.querySelector('input[type=text]')!);
    await userEvent.type(view.container.querySelector('input[type=text]')!, 'Chief');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(text(view.container.querySelector('.idm-profile-form-error'))).toBe(message));
    expect((view.container.querySelector('input[type=text]') as HTMLInputElement).value).toBe('Chief');
  });
});

describe('My profile: photo', () => {
  it.each([
    ['me.jpg.exe', 1000, 'File with multiple extension is not supported'],
    ['me.exe', 1000, 'File extension type is not valid'],
    ['me.png', 59 * 1024, 'Image Size should be less Than 59 kb'],
  ])('refuses %s (%i bytes) with the spec message and uploads nothing', async (name, size, message) => {
    const view = await renderArea(<Profile />, profileRoutes());
    await waitFor(() => expect(view.container.querySelector('input[type=file]')).not.toBeNull());
    const file = new File(['x'], name, { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: size });
    chooseFile(view.container.querySelector('input[type=file]'), file);
    await waitFor(() =>
      expect(text(view.container.querySelector('.idm-profile-photo-control [role=alert]'))).toBe(message),
    );
    expect(view.server.callsTo('access/user?')).toHaveLength(0);
  });

  it('uploads a valid image as UserPhoto; my quick info (its photo) is fetched again', async () => {
    const view = await renderArea(<Profile />, profileRoutes());
    const quickInfo = ['idm', 'lookup', 'quickInfo', { dn: ME_DN }];
    view.core.queryClient.setQueryData(quickInfo, { displayName: 'Eddie User' });
    await waitFor(() => expect(view.container.querySelector('input[type=file]')).not.toBeNull());
    chooseFile(
      view.container.querySelector('input[type=file]'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(view.server.callsTo('access/user?')).toHaveLength(1));
    const [attribute] = bodyOf(view.server.callsTo('access/user?')[0]).attributes;
    expect(attribute.key).toBe('UserPhoto');
    expect(attribute.values[0]).toMatch(/^data:image\/png;base64,/);
    expect(attribute.name).toBe('me.png');
    await waitFor(() => expect(view.core.queryClient.getQueryState(quickInfo)?.isInvalidated).toBe(true));
  });

  it("offers 'Remove photo' for an uploaded photo only, not for a generated image", async () => {
    const avatar = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
    const generated = await renderArea(
      <Profile />,
      profileRoutes({ 'users/details': () => json(person({ image: avatar })) }),
    );
    await waitFor(() =>
      expect(generated.container.querySelector('.idm-profile-photo img')?.getAttribute('src')).toBe(avatar),
    );
    expect(generated.container.querySelector('input[type=file]')).not.toBeNull();
    expect(within(generated.container).queryByRole('button', { name: 'Remove photo' })).toBeNull();

    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    const uploaded = await renderArea(
      <Profile />,
      profileRoutes({
        'users/details': () =>
          json(
            person({
              image: photo,
              imageAttr: attribute({
                key: 'UserPhoto',
                displayLabel: 'Photo',
                dataType: 'Binary',
                isEditable: true,
                values: [photo],
              }),
            }),
          ),
      }),
    );
    await waitFor(() =>
      expect(within(uploaded.container).queryByRole('button', { name: 'Remove photo' })).not.toBeNull(),
    );
    await userEvent.click(within(uploaded.container).queryByRole('button', { name: 'Remove photo' })!);
    await waitFor(() => expect(uploaded.server.callsTo('access/user?')).toHaveLength(1));
    expect(bodyOf(uploaded.server.callsTo('access/user?')[0]).attributes[0]).toMatchObject({
      key: 'UserPhoto',
      action: 'remove',
    });
  });
});

describe('My profile: preferred language', () => {
  it('saves the locale and switches the language with core.setLocale', async () => {
    const view = await renderArea(<Profile />, profileRoutes());
    const setLocale = vi.spyOn(view.core, 'setLocale');
    const cachedElsewhere = ['idm', 'people', 'relationships', { relationshipType: 'all' }];
    view.core.queryClient.setQueryData(cachedElsewhere, { items: [] });
    await waitFor(() => expect(view.container.querySelectorAll('.idm-profile-locale option')).toHaveLength(2));
    await userEvent.selectOptions(view.container.querySelector('.idm-profile-locale select')!, 'de');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(setLocale).toHaveBeenCalledWith('de'));
    expect(bodyOf(view.server.callsTo('l10n/listLocales')[0])).toEqual({ userDN: ME_DN, userPreferredLocales: ['de'] });
    // The server labels in the user's language: every people answer is stale, not only the details.
    await waitFor(() => expect(view.core.queryClient.getQueryState(cachedElsewhere)?.isInvalidated).toBe(true));
    expect(view.env.location.assigned).toEqual([]);
    expect(view.env.location.reloads).toBe(0);
  });

  it('does not switch when the server refuses', async () => {
    const view = await renderArea(
      <Profile />,
      profileRoutes({
        'l10n/listLocales': () =>
          json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Not supported.' } } }, 400),
      }),
    );
    const setLocale = vi.spyOn(view.core, 'setLocale');
    await waitFor(() => expect(view.container.querySelectorAll('.idm-profile-locale option')).toHaveLength(2));
    await userEvent.selectOptions(view.container.querySelector('.idm-profile-locale select')!, 'de');
    await userEvent.click(within(view.container).getByRole('button', { name: 'Save language' }));
    await waitFor(() =>
      expect(text(view.container.querySelector('.idm-profile-locale [role=alert]'))).toBe('Not supported.'),
    );
    expect(setLocale).not.toHaveBeenCalled();
  });
});

describe('My profile: password synchronisation', () => {
  it('shows each connected system with its status code label, message, driver and a distinct look', async () => {
    const view = await renderArea(<Profile section="passwordSync" />, profileRoutes());
    await waitFor(() => expect(view.container.querySelectorAll('.idm-profile-sync-item')).toHaveLength(5));
    const items = [...view.container.querySelectorAll<HTMLElement>('.idm-profile-sync-item')].map((item) => ({
      code: item.dataset.status,
      kind: [...item.classList].find((c) => c !== 'idm-profile-sync-item'),
      status: text(item.querySelector('.idm-profile-sync-status')),
      driver: text(item.querySelector('.idm-profile-driver-name')),
      message: text(item.querySelector('.idm-profile-sync-message')),
      icon: item.querySelector('.idm-profile-sync-icon path')?.getAttribute('d'),
    }));
    // Most severe first.
    expect(items.map((i) => [i.code, i.kind, i.status, i.driver, i.message])).toEqual([
      ['0003', 'fatal', 'Fatal (0003)', 'SAP', 'Driver stopped'],
      ['0000', 'error', 'Error (0000)', 'Active Directory', 'Policy rejected'],
      ['0001', 'warning', 'Warning (0001)', 'Entra ID', 'Account locked'],
      ['0002', 'retry', 'Retry (0002)', 'Google', 'Will retry'],
      ['0004', 'success', 'Success (0004)', 'Linux', 'Synchronized'],
    ]);
    expect(new Set(items.map((i) => i.icon)).size).toBe(5);
  });

  it('says so when no system reports', async () => {
    const view = await renderArea(
      <Profile section="passwordSync" />,
      profileRoutes({ passwordsyncstatus: () => json({ messages: [] }) }),
    );
    await waitFor(() =>
      expect(text(view.container)).toContain('No connected system reports a password synchronization status.'),
    );
  });
});

describe('My profile: roles, resources, groups', () => {
  it('lists my roles with status from the state tables, dates, and removal only for direct ones', async () => {
    const view = await renderArea(<Profile section="roles" />, profileRoutes());
    await waitFor(() => expect(view.container.querySelectorAll('tbody tr')).toHaveLength(2));
    const rows = [...view.container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => text(td)),
    );
    expect(rows[0]?.slice(0, 5)).toEqual(['Wiki Editor', 'Edits the wiki', 'Provisioned', 'Jan 2, 2025', 'No expiry']);
    expect(rows[1]?.slice(0, 5)).toEqual([
      'Inherited Role through the group Engineering',
      '',
      'Provisioned',
      'Jan 3, 2025',
      'Jun 1, 2026',
    ]);
    expect(within(view.container).queryByRole('button', { name: 'Request removal of Wiki Editor' })).not.toBeNull();
    expect(within(view.container).queryByRole('button', { name: 'Request removal of Inherited Role' })).toBeNull();
  });

  it('asks before requesting removal; Cancel sends nothing; Confirm revokes and shows the structured answer', async () => {
    const view = await renderArea(
      <Profile section="roles" />,
      profileRoutes({
        'access/assignments': (call) =>
          call.method === 'DELETE'
            ? json({ success: true, succeeded: [{ id: 'cn=Wiki,cn=Level10', name: 'Wiki Editor' }], failed: [] })
            : profileRoutes()['access/assignments']!(call),
      }),
    );
    await waitFor(() => within(view.container).getByRole('button', { name: 'Request removal of Wiki Editor' }));
    await userEvent.click(within(view.container).getByRole('button', { name: 'Request removal of Wiki Editor' }));
    const dialog = view.container.querySelector('dialog');
    expect(text(dialog)).toContain('Do you want to request the removal of Wiki Editor?');
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Cancel' }));
    expect(view.container.querySelector('dialog')).toBeNull();
    expect(view.server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(view.container).getByRole('button', { name: 'Request removal of Wiki Editor' }));
    typeIntoTextarea(view.container.querySelector('dialog textarea'), 'No longer needed');
    await userEvent.click(
      within(view.container.querySelector('dialog')!).getByRole('button', { name: 'Request removal' }),
    );
    await waitFor(() => expect(view.server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(bodyOf(view.server.calls.find((c) => c.method === 'DELETE'))).toEqual({
      assignments: [{ id: 'cn=Wiki,cn=Level10', entityType: 'role' }],
      reason: 'No longer needed',
    });
    await waitFor(() => expect(text(view.container.querySelector('.idm-banner'))).toContain('Wiki Editor'));
    expect(view.container.querySelector('.idm-banner .alert-success')).not.toBeNull();
  });

  it('lists my resources and my groups', async () => {
    const resources = await renderArea(<Profile section="resources" />, profileRoutes());
    await waitFor(() => expect(text(resources.container.querySelector('tbody'))).toContain('Laptop'));
    cleanup();
    const groups = await renderArea(<Profile section="groups" />, profileRoutes());
    await waitFor(() =>
      expect([...groups.container.querySelectorAll('tbody td')].map((td) => text(td))).toEqual([
        'VPN Users',
        'Remote access',
      ]),
    );
  });
});

describe('My profile: tabs', () => {
  it('are ARIA tabs with URLs; arrow keys, Home and End choose another', async () => {
    const chosen: ProfileSection[] = [];
    const view = await renderArea(<Profile section="roles" onSectionChange={(s) => chosen.push(s)} />, profileRoutes());
    const tabs = [...view.container.querySelectorAll('[role=tab]')];
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '#/myProfile',
      '#/myProfile/roles',
      '#/myProfile/resources',
      '#/myProfile/groups',
      '#/myProfile/passwordSync',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false', 'false']);
    const panel = view.container.querySelector('[role=tabpanel]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    fireEvent.keyDown(tabs[1]!, { key: 'Home' });
    expect(chosen).toEqual(['resources', 'details', 'passwordSync', 'details']);
    await userEvent.click(tabs[3]!);
    expect(chosen.at(-1)).toBe('groups');
  });

  it('mirror the arrow keys right-to-left', async () => {
    const chosen: ProfileSection[] = [];
    const view = await renderArea(
      <div dir="rtl">
        <Profile section="roles" onSectionChange={(s) => chosen.push(s)} />
      </div>,
      profileRoutes(),
    );
    fireEvent.keyDown(view.container.querySelectorAll('[role=tab]')[1]!, { key: 'ArrowLeft' });
    expect(chosen).toEqual(['resources']);
  });

  it('the widget switches tabs by itself and reports them', async () => {
    const changes: ProfileSection[] = [];
    const view = await renderArea(
      <ProfileWidget section="profileGroups" onNavigate={() => undefined} onSectionChange={(s) => changes.push(s)} />,
      profileRoutes(),
    );
    await waitFor(() => expect(text(view.container.querySelector('[aria-selected=true]'))).toBe('Groups'));
    await act(async () => view.container.querySelectorAll<HTMLElement>('[role=tab]')[4]?.click());
    expect(text(view.container.querySelector('[aria-selected=true]'))).toBe('Password Sync Status');
    expect(changes).toEqual(['passwordSync']);
  });
});

describe('My profile: accessibility', () => {
  it.each<ProfileSection>(['details', 'roles', 'groups', 'passwordSync'])(
    'has no axe violations on %s',
    async (section) => {
      const view = await renderArea(<Profile section={section} />, profileRoutes());
      await waitFor(() => expect(view.container.querySelector('.idm-table-spinner, .idm-component-loader')).toBeNull());
      await waitFor(() => expect(text(view.container.querySelector('.idm-profile-name'))).toBe('Eddie User'));
      expect(await violations(view.container)).toEqual([]);
      if (section === 'details') {
        await userEvent.click(within(view.container).getByRole('button', { name: 'Edit' }));
        expect(await violations(view.container)).toEqual([]);
      }
    },
  );
});
