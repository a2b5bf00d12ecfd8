// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ManageUsers } from '../../../../src/areas/manage-users/ManageUsers';
import {
  canEditPerson,
  changedAttributes,
  manageButtons,
  outcomesFeedback,
} from '../../../../src/areas/manage-users/manage-model';
import { readPerson } from '../../../../src/api/people';
import { json, type RecordedCall, type Route } from '../../core/fakes';
import { cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../../ui/render-core';
import {
  areaCore,
  attributeNode,
  byText,
  flush,
  personNode,
  queryByText,
  usersAnswer,
  violations,
} from '../users/helpers';

const ANN_DN = 'cn=ann,ou=users,o=data';
const BOB_DN = 'cn=bob,ou=users,o=data';
const ANN = personNode(ANN_DN, 'Ann Smith');
const BOB = personNode(BOB_DN, 'Bob Jones', { disabledLogin: true });
const EDITABLE = { entityName: 'user', attributesList: [attributeNode('Title', 'Title', [], { isEditable: true })] };

async function setup(routes: Record<string, Route> = {}) {
  const { core, server } = await areaCore({
    'access/users/list': () => usersAnswer([ANN, BOB]),
    'access/entities/schema': () => json(EDITABLE),
    'access/users/details': () =>
      json(
        personNode(ANN_DN, 'Ann Smith', {
          primaryAttributes: [
            attributeNode('Title', 'Title', [{ $: 'Accountant' }], { isEditable: true }),
            attributeNode('Email', 'Email', [{ $: 'ann@example.com' }]),
          ],
          otherAttributes: [attributeNode('CN', 'User ID', [{ $: 'ann' }], { isEditable: true })],
        }),
      ),
    'access/user': () => json({ success: true, succeeded: [], failed: [] }),
    ...routes,
  });
  const view = renderWithCore(<ManageUsers />, core);
  await flush();
  return { server, ...view };
}

const rowBox = (container: HTMLElement, name: string) =>
  byText(container, 'tbody tr', new RegExp(name)).querySelector<HTMLInputElement>('input[type="checkbox"]');
const actionButton = (container: HTMLElement, name: RegExp) =>
  byText<HTMLButtonElement>(container, '.idm-bulk-actions button', name);
const mutations = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');

describe('manage users', () => {
  afterEach(cleanup);

  it('offers Edit for one user only, and the login and delete actions for many', async () => {
    const { container } = await setup();
    expect(container.querySelector('.idm-bulk-actions')).toBeNull();
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    expect([...container.querySelectorAll('.idm-bulk-actions button')].map(text)).toEqual([
      'Edit (1)',
      'Enable Login (1)',
      'Disable Login (1)',
      'Delete (1)',
    ]);
    expect(actionButton(container, /^Edit/).disabled).toBe(false);
    await userEvent.click(rowBox(container, 'Bob Jones')!);
    expect(actionButton(container, /^Edit/).disabled).toBe(true);
    expect(actionButton(container, /^Delete/).disabled).toBe(false);
    expect(text(byText(container, 'tbody tr', /Bob Jones/))).toContain('Disabled');
  });

  it('does not offer Edit when nothing may be edited', async () => {
    const { container } = await setup({
      'access/entities/schema': () => json({ entityName: 'user', attributesList: [] }),
    });
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    expect(queryByText(container, '.idm-bulk-actions button', /^Edit/)).toBeNull();
  });

  it('edits only the editable attributes (never cn) and sends only what changed', async () => {
    const { container, server, core } = await setup();
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(actionButton(container, /^Edit/));
    await waitFor(() => expect(container.querySelector('dialog form')).not.toBeNull());
    const dialog = container.querySelector('dialog')!;
    expect(text(dialog.querySelector('h2'))).toBe('Edit Ann Smith');
    expect([...dialog.querySelectorAll('.idm-manage-users-field > label')].map(text)).toEqual(['Title']);
    await userEvent.clear(dialog.querySelector('input')!);
    await userEvent.type(dialog.querySelector('input')!, 'Auditor');
    await userEvent.click(byText(dialog, 'button', 'Save'));
    await waitFor(() => expect(container.querySelector('dialog')).toBeNull());
    const put = mutations(server.callsTo('access/user'))[0]!;
    expect(put.method).toBe('PUT');
    expect(JSON.parse(put.body!)).toEqual({
      dn: ANN_DN,
      attributes: [{ key: 'Title', values: ['Auditor'], action: 'update' }],
    });
    expect(core.stores.$feedback.get().at(-1)?.text).toBe('User Ann Smith was updated.');
  });

  it('after someone else chose another manager, taking the saved version shows that manager by name', async () => {
    const withManager = (dn: string, name: string) =>
      json(
        personNode(ANN_DN, 'Ann Smith', {
          primaryAttributes: [
            attributeNode('Title', 'Title', [{ $: 'Accountant' }], { isEditable: true }),
            attributeNode('Manager', 'Manager', [{ $: dn, value: name }], {
              isEditable: true,
              dataType: 'DN',
              lookupEntity: 'user-lookup',
            }),
          ],
        }),
      );
    let reads = 0;
    const { container } = await setup({
      'access/users/details': () =>
        ++reads === 1 ? withManager(BOB_DN, 'Bob Jones') : withManager(ANN_DN, 'Ann Smith'),
      'access/user': () =>
        json({ Fault: { Code: { Value: 'PRECONDITION_FAILED' }, Reason: { Text: 'Changed' } } }, 412),
    });
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(actionButton(container, /^Edit/));
    await waitFor(() => expect(container.querySelector('dialog form')).not.toBeNull());
    const dialog = container.querySelector('dialog')!;
    await waitFor(() => expect(text(dialog.querySelector('form'))).toContain('Bob Jones'));
    await userEvent.clear(dialog.querySelector('input[id$=Title]')!);
    await userEvent.type(dialog.querySelector('input[id$=Title]')!, 'Auditor');
    await userEvent.click(byText(dialog, 'button', 'Save'));
    const conflict = await waitFor(() => byText(container, 'dialog button', 'Take the saved version'));
    await userEvent.click(conflict);
    await waitFor(() => expect(text(dialog.querySelector('form'))).not.toContain('Bob Jones'));
    expect(text(dialog.querySelector('form'))).toContain('Ann Smith');
  });

  it('offers removing the photo only when an uploaded one is there', async () => {
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    const withImage = (image: string, values: { $: string }[]) =>
      personNode(ANN_DN, 'Ann Smith', {
        image,
        imageAttr: attributeNode('UserPhoto', 'Photo', values, { dataType: 'Binary', isEditable: true }),
        primaryAttributes: [attributeNode('Title', 'Title', [{ $: 'Accountant' }], { isEditable: true })],
      });
    for (const [answer, offered] of [
      [withImage('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', []), false],
      [withImage(photo, [{ $: photo }]), true],
    ] as const) {
      const { container } = await setup({ 'access/users/details': () => json(answer) });
      await userEvent.click(rowBox(container, 'Ann Smith')!);
      await userEvent.click(actionButton(container, /^Edit/));
      await waitFor(() => expect(container.querySelector('dialog .idm-manage-users-photo')).not.toBeNull());
      expect(queryByText(container, 'dialog label', 'Remove the photo') !== null).toBe(offered);
      cleanup();
    }
  });

  it('disables and enables logins and reports each user in the banner', async () => {
    const { container, server, core } = await setup({
      'access/user': (call) =>
        JSON.parse(call.body!).dn === BOB_DN
          ? new Response(JSON.stringify({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'Not allowed.' } } }), {
              status: 403,
            })
          : json({ dn: ANN_DN, attributes: [] }),
    });
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(rowBox(container, 'Bob Jones')!);
    await userEvent.click(actionButton(container, /^Disable Login/));
    await waitFor(() => expect(core.stores.$feedback.get()).toHaveLength(1));
    const bodies = mutations(server.callsTo('access/user')).map((c) => JSON.parse(c.body!));
    expect(bodies).toEqual([
      { dn: ANN_DN, attributes: [{ key: 'LoginDisabled', values: ['true'], action: 'update' }] },
      { dn: BOB_DN, attributes: [{ key: 'LoginDisabled', values: ['true'], action: 'update' }] },
    ]);
    const message = core.stores.$feedback.get()[0]!;
    expect(message.kind).toBe('danger');
    expect(message.structured).toEqual({
      success: false,
      succeeded: [{ name: 'Ann Smith' }],
      failed: [{ name: 'Bob Jones', reason: 'Not allowed.' }],
      sods: [],
    });
    // The selection is cleared afterwards.
    expect(container.querySelector('.idm-bulk-actions')).toBeNull();
  });

  it('deletes only after the confirmation, and shows the structured result', async () => {
    const { container, server, core } = await setup({
      'access/user': () =>
        json({
          success: false,
          succeeded: [{ dn: ANN_DN, name: 'Ann Smith' }],
          failed: [{ dn: BOB_DN, name: 'Bob Jones', reason: 'Demo accounts cannot be deleted.' }],
        }),
    });
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(rowBox(container, 'Bob Jones')!);
    await userEvent.click(actionButton(container, /^Delete/));
    const dialog = container.querySelector('dialog')!;
    expect(text(dialog.querySelector('h2'))).toBe('Delete users');
    expect([...dialog.querySelectorAll('li')].map(text)).toEqual(['Ann Smith', 'Bob Jones']);
    await userEvent.click(byText(dialog, 'button', 'Cancel'));
    expect(container.querySelector('dialog')).toBeNull();
    expect(mutations(server.callsTo('access/user'))).toHaveLength(0);

    await userEvent.click(actionButton(container, /^Delete/));
    await userEvent.click(byText(container.querySelector('dialog')!, 'button', 'Delete'));
    await waitFor(() => expect(core.stores.$feedback.get()).toHaveLength(1));
    const call = mutations(server.callsTo('access/user'))[0]!;
    expect(call.method).toBe('DELETE');
    expect(JSON.parse(call.body!)).toEqual({
      members: [
        { dn: ANN_DN, name: 'Ann Smith' },
        { dn: BOB_DN, name: 'Bob Jones' },
      ],
    });
    expect(core.stores.$feedback.get()[0]!.structured).toEqual({
      success: false,
      succeeded: [{ name: 'Ann Smith' }],
      failed: [{ name: 'Bob Jones', reason: 'Demo accounts cannot be deleted.' }],
      sods: [],
    });
  });

  it("says 'We are unable to delete' when the delete fails", async () => {
    const { container, core } = await setup({ 'access/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(actionButton(container, /^Delete/));
    await userEvent.click(byText(container.querySelector('dialog')!, 'button', 'Delete'));
    await waitFor(() => expect(core.stores.$feedback.get()).toHaveLength(1));
    expect(core.stores.$feedback.get()[0]).toMatchObject({
      kind: 'danger',
      text: 'We are unable to delete: Network Error',
    });
  });

  it('has no axe violations with a selection and the delete dialog open', async () => {
    const { container } = await setup();
    await userEvent.click(rowBox(container, 'Ann Smith')!);
    await userEvent.click(actionButton(container, /^Delete/));
    expect(await violations(container)).toEqual([]);
  });
});

describe('manage users model', () => {
  it('allows editing only when an attribute or the photo is editable', () => {
    const person = readPerson(personNode(ANN_DN, 'Ann Smith'));
    expect(canEditPerson(person)).toBe(false);
    expect(canEditPerson({ ...person, imageAttribute: { ...person.imageAttribute!, editable: true } })).toBe(true);
    const cnOnly = { ...person, other: person.other.map((a) => ({ ...a, editable: true })) };
    expect(canEditPerson(cnOnly)).toBe(false);
  });

  it('sends changed attributes only', () => {
    const person = readPerson(
      personNode(ANN_DN, 'Ann Smith', {
        primaryAttributes: [attributeNode('Title', 'Title', [{ $: 'A' }], { isEditable: true })],
      }),
    );
    expect(changedAttributes(person.primary, { Title: 'A' })).toEqual([]);
    expect(changedAttributes(person.primary, { Title: '' })).toEqual([{ key: 'Title', values: [] }]);
  });

  it('marks Edit as a single-row action', () => {
    const labels = { edit: 'Edit', enableLogin: 'Enable Login', disableLogin: 'Disable Login', delete: 'Delete' };
    expect(manageButtons(labels, true)[0]).toEqual({ btnId: 'edit', btnName: 'Edit', disableMultiAction: true });
    expect(manageButtons(labels, false).map((b) => b.btnId)).toEqual(['enableLogin', 'disableLogin', 'delete']);
    expect(outcomesFeedback([{ name: 'A', ok: true }]).success).toBe(true);
  });
});
