import { describe, expect, it } from 'vitest';
import {
  createUser,
  createUserPayload,
  deleteUsers,
  removeUserImage,
  setLoginDisabled,
  updateUser,
  updateUserLocale,
  updateUserPayload,
  uploadUserImage,
} from '../../../../src/api/people';
import { HttpError } from '../../../../src/core';
import { json } from '../../core/fakes';
import { expectCall } from '../lookups/call';
import { apiCore } from '../setup';

const FAULT = {
  Fault: {
    Code: { Value: 'Sender', Subcode: { Value: 'EXISTING_ENTITY' } },
    Reason: { Text: 'A user with the User ID "alee" already exists.' },
  },
};

describe('people api: mutations', () => {
  it('createUserPayload: empty-valued attributes are skipped, values trimmed, action add; the photo goes as profilePhoto', () => {
    expect(
      createUserPayload({
        container: 'ou=users,o=data',
        password: 'Secret1',
        attributes: { CN: ' alee ', FirstName: 'Ann', Title: '', Mobile: ['+1 555 1', ' ', '+1 555 2'], Location: [] },
        photo: { data: 'data:image/png;base64,AA', fileName: 'me.png' },
      }),
    ).toEqual({
      container: 'ou=users,o=data',
      password: 'Secret1',
      attributes: [
        { key: 'CN', values: ['alee'], action: 'add' },
        { key: 'FirstName', values: ['Ann'], action: 'add' },
        { key: 'Mobile', values: ['+1 555 1', '+1 555 2'], action: 'add' },
      ],
      profilePhoto: 'data:image/png;base64,AA',
      profilePhotoName: 'me.png',
    });
  });

  it('createUser: POST access/user; answers the new user; a Fault rejects with its reason', async () => {
    let status = 201;
    const { core, server } = await apiCore({
      'rest/access/user': () =>
        status === 201
          ? json({ dn: 'cn=alee,ou=users,o=data', name: 'alee', firstName: 'Ann', lastName: 'Lee' }, 201)
          : json(FAULT, 400),
    });
    const input = {
      container: 'ou=users,o=data',
      password: 'Secret1',
      attributes: { CN: 'alee', FirstName: 'Ann', LastName: 'Lee' },
    };
    await expect(createUser(core, input)).resolves.toEqual({
      dn: 'cn=alee,ou=users,o=data',
      cn: 'alee',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expectCall(server.callsTo('rest/access/user')[0], {
      method: 'POST',
      path: 'access/user',
      body: createUserPayload(input),
    });
    status = 400;
    const error = await createUser(core, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).fault?.Fault?.Reason?.Text).toBe('A user with the User ID "alee" already exists.');
  });

  it('updateUserPayload: never sends cn; with the editable keys, drops every other attribute', () => {
    const changes = [
      { key: 'Title', values: ['Boss'] },
      { key: 'CN', values: ['x'] },
      { key: 'FirstName', values: ['A'] },
      { key: 'Mobile', values: ['1'], action: 'add' as const },
    ];
    expect(updateUserPayload('cn=a', changes)).toEqual({
      dn: 'cn=a',
      attributes: [
        { key: 'Title', values: ['Boss'], action: 'update' },
        { key: 'FirstName', values: ['A'], action: 'update' },
        { key: 'Mobile', values: ['1'], action: 'add' },
      ],
    });
    expect(updateUserPayload('cn=a', changes, new Set(['Title', 'Mobile', 'CN'])).attributes).toEqual([
      { key: 'Title', values: ['Boss'], action: 'update' },
      { key: 'Mobile', values: ['1'], action: 'add' },
    ]);
  });

  it('updateUser: PUT access/user?clientId&isProfile; nothing editable left → no call', async () => {
    const { core, server } = await apiCore({
      'rest/access/user': () =>
        json({ dn: 'cn=a', attributes: [{ key: 'Title', values: ['Boss'], action: 'update' }, { key: 'X' }] }),
    });
    await expect(
      updateUser(core, { dn: 'cn=a', changes: [{ key: 'Title', values: ['Boss'] }], isProfile: true }),
    ).resolves.toEqual({
      dn: 'cn=a',
      attributes: [
        { key: 'Title', values: ['Boss'], action: 'update' },
        { key: 'X', values: [], action: 'update' },
      ],
    });
    expectCall(server.callsTo('rest/access/user')[0], {
      method: 'PUT',
      path: 'access/user',
      query: [
        ['clientId', '1'],
        ['isProfile', 'true'],
      ],
      body: { dn: 'cn=a', attributes: [{ key: 'Title', values: ['Boss'], action: 'update' }] },
    });
    await expect(updateUser(core, { dn: 'cn=a', changes: [{ key: 'cn', values: ['b'] }] })).rejects.toThrow(
      'Nothing to update',
    );
    expect(server.callsTo('rest/access/user')).toHaveLength(1);
  });

  it('setLoginDisabled, uploadUserImage, removeUserImage: PUT access/user with LoginDisabled or UserPhoto', async () => {
    const { core, server } = await apiCore({ 'rest/access/user': () => json({ dn: 'cn=a', attributes: [] }) });
    await setLoginDisabled(core, 'cn=a', true);
    await setLoginDisabled(core, 'cn=a', false);
    await uploadUserImage(core, 'cn=a', { data: 'data:image/png;base64,AA', fileName: 'me.png' });
    await removeUserImage(core, 'cn=a');
    const bodies = server.callsTo('rest/access/user').map((c) => JSON.parse(c.body ?? 'null') as unknown);
    expect(bodies).toEqual([
      { dn: 'cn=a', attributes: [{ key: 'LoginDisabled', values: ['true'], action: 'update' }] },
      { dn: 'cn=a', attributes: [{ key: 'LoginDisabled', values: ['false'], action: 'update' }] },
      {
        dn: 'cn=a',
        attributes: [{ key: 'UserPhoto', values: ['data:image/png;base64,AA'], action: 'update', name: 'me.png' }],
      },
      { dn: 'cn=a', attributes: [{ key: 'UserPhoto', values: [], action: 'remove' }] },
    ]);
    expect(server.callsTo('rest/access/user').every((c) => c.method === 'PUT')).toBe(true);
  });

  it('deleteUsers: DELETE access/user with {members}; answers succeeded and failed with reasons', async () => {
    const answer = {
      success: 'false',
      succeeded: [{ id: 'cn=a', name: 'Ann' }],
      failed: [{ dn: 'cn=euser', name: 'Eddie', reason: 'Demo accounts cannot be deleted.' }],
    };
    const { core, server } = await apiCore({ 'rest/access/user': () => json(answer) });
    await expect(deleteUsers(core, [{ dn: 'cn=a', name: 'Ann' }, { dn: 'cn=euser' }], 'cleanup')).resolves.toEqual({
      success: false,
      succeeded: [{ dn: 'cn=a', name: 'Ann', reason: '' }],
      failed: [{ dn: 'cn=euser', name: 'Eddie', reason: 'Demo accounts cannot be deleted.' }],
    });
    expectCall(server.callsTo('rest/access/user')[0], {
      method: 'DELETE',
      path: 'access/user',
      body: { members: [{ dn: 'cn=a', name: 'Ann' }, { dn: 'cn=euser' }], reason: 'cleanup' },
    });
  });

  it('deleteUsers: an answer without a success flag succeeds when nothing failed', async () => {
    const { core } = await apiCore({ 'rest/access/user': () => json({ succeeded: { dn: 'cn=a' } }) });
    await expect(deleteUsers(core, [{ dn: 'cn=a' }])).resolves.toEqual({ success: true, succeeded: [], failed: [] });
  });

  it('updateUserLocale: POST access/ulp/l10n/listLocales {userDN, userPreferredLocales}', async () => {
    const { core, server } = await apiCore({
      listLocales: () => json({ userDN: 'cn=A', userPreferredLocales: ['de'] }, 201),
    });
    await expect(updateUserLocale(core, { dn: 'cn=a', locale: 'de-DE' })).resolves.toEqual({
      dn: 'cn=A',
      locale: 'de',
    });
    expectCall(server.callsTo('listLocales')[0], {
      method: 'POST',
      path: 'access/ulp/l10n/listLocales',
      body: { userDN: 'cn=a', userPreferredLocales: ['de-DE'] },
    });
  });
});
