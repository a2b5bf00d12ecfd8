// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateUser } from '../../../../src/areas/create-user/CreateUser';
import {
  buildCreateInput,
  createFields,
  createUserErrorMessage,
  type CreateField,
} from '../../../../src/areas/create-user/form-model';
import { HttpError, NetworkError } from '../../../../src/core/errors';
import { json, type Route } from '../../core/fakes';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCore, text } from '../../ui/render-core';
import { areaCore, attributeNode, blur, byText, field, flush, queryOf, violations } from '../users/helpers';

const SCHEMA = {
  entityName: 'createUser',
  namingAttr: 'CN',
  container: 'ou=users,o=data',
  attributesList: [
    attributeNode('FirstName', 'First Name', [], { isRequired: true }),
    attributeNode('LastName', 'Last Name', [], { isRequired: true }),
    attributeNode('Title', 'Title', []),
    attributeNode('Email', 'Email', []),
    attributeNode('CN', 'User ID', [], { isRequired: true }),
    attributeNode('HireDate', 'Hire Date', [], { dataType: 'Time' }),
    attributeNode('UserPhoto', 'Photo', [], { dataType: 'Binary' }),
    attributeNode('container', 'Container', [{ $: 'ou=users,o=data' }], {
      dataType: 'DN',
      isRequired: true,
      choiceList: [
        { key: 'ou=users,o=data', value: 'users' },
        { key: 'ou=contractors,o=data', value: 'contractors' },
      ],
    }),
    attributeNode('password', 'Password', [], { isRequired: true, formatType: 'password' }),
  ],
};

const fault = (reason: string, status: number, statusText: string) =>
  new Response(JSON.stringify({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: reason } } }), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

async function setup(
  create: Route = () =>
    json({ dn: 'cn=ztester,ou=users,o=data', name: 'ztester', firstName: 'Zed', lastName: 'Tester' }, 201),
  schema: Route = () => json(SCHEMA),
) {
  let answer = create;
  const { core, server } = await areaCore({
    'access/entities/schema': schema,
    'access/user': (call) => answer(call),
  });
  const view = renderWithCore(<CreateUser />, core);
  await flush();
  return { server, ...view, answerWith: (next: Route) => (answer = next) };
}

function fill(container: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(field(container, new RegExp(`^${label}( \\*)?$`)), { target: { value: value } });
}

const errorOf = (container: HTMLElement, label: string) => {
  const input = field(container, new RegExp(`^${label}( \\*)?$`));
  return text(input.closest('.idm-create-user-field')?.querySelector('.idm-field-error'));
};

describe('create user', () => {
  afterEach(cleanup);

  it('builds the form from the schema: container choice, required fields first, no photo', async () => {
    const { container } = await setup();
    const labels = [...container.querySelectorAll('.idm-create-user-field > label')].map(text);
    expect(labels).toEqual([
      'Container *',
      'First Name *',
      'Last Name *',
      'User ID *',
      'Password *',
      'Title',
      'Email',
      'Hire Date',
    ]);
    const select = field<HTMLSelectElement>(container, 'Container *');
    expect(select.value).toBe('ou=users,o=data');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a container', 'users', 'contractors']);
    expect(field(container, 'Hire Date').type).toBe('datetime-local');
    expect(field(container, 'Password *').type).toBe('password');
  });

  it('shows field messages only after a field was left or the form was sent', async () => {
    const { container, server } = await setup();
    expect(container.querySelector('.idm-field-error')).toBeNull();
    blur(field(container, 'First Name *'));
    expect(errorOf(container, 'First Name')).toBe('Required');
    expect(errorOf(container, 'Last Name')).toBe('');

    await userEvent.click(byText(container, 'button', 'Create User'));
    await flush();
    expect(errorOf(container, 'Last Name')).toBe('Required');
    expect(errorOf(container, 'User ID')).toBe('Required');
    expect(errorOf(container, 'Password')).toBe('Required');
    expect(server.callsTo('access/user').filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(field(container, 'User ID *'));
    await userEvent.type(field(container, 'User ID *'), 'ann@home');
    expect(errorOf(container, 'User ID')).toBe('has invalid chracter');
    await userEvent.clear(field(container, 'Password *'));
    await userEvent.type(field(container, 'Password *'), 'abcdef');
    expect(errorOf(container, 'Password')).toBe(
      'Password must be 6 to 100 letters, digits or !@#$%^&* and contain at least one digit',
    );
    await userEvent.clear(field(container, 'Password *'));
    await userEvent.type(field(container, 'Password *'), 'abc123');
    expect(errorOf(container, 'Password')).toBe('');
    expect(field(container, 'User ID *').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the container, the password and only the attributes with values; success shows a banner and a link', async () => {
    const { container, server, core } = await setup();
    await userEvent.selectOptions(field(container, 'Container *'), 'ou=contractors,o=data');
    fill(container, {
      'First Name': 'Zed',
      'Last Name': 'Tester',
      'User ID': 'ztester',
      Password: 'abc123',
      Title: '  ',
    });
    await userEvent.click(byText(container, 'button', 'Create User'));
    await waitFor(() => expect(container.querySelector('.idm-create-user-created')).not.toBeNull());
    const post = server.callsTo('access/user').find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({
      container: 'ou=contractors,o=data',
      password: 'abc123',
      attributes: [
        { key: 'FirstName', values: ['Zed'], action: 'add' },
        { key: 'LastName', values: ['Tester'], action: 'add' },
        { key: 'CN', values: ['ztester'], action: 'add' },
      ],
    });
    expect(core.stores.$feedback.get().map((m) => [m.kind, m.text])).toEqual([
      ['success', 'User Zed Tester was created.'],
    ]);
    const link = container.querySelector('.idm-create-user-created a');
    expect(link?.getAttribute('href')).toBe('#/users/cn%3Dztester%2Cou%3Dusers%2Co%3Ddata');
    // A new, empty form.
    expect(field(container, 'First Name *').value).toBe('');
  });

  it.each([
    [
      'a server error (500)',
      () => fault('NullPointerException', 500, 'Internal Server Error'),
      'An error has occurred while processing your request. Please contact the administrator, or click the refresh button and try again',
    ],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), 'Network Error'],
    [
      'a fault',
      () => fault('A user with the User ID "ztester" already exists.', 400, 'Bad Request'),
      'A user with the User ID "ztester" already exists.',
    ],
    ['a failure without a fault', () => new Response('', { status: 403, statusText: 'Forbidden' }), 'Forbidden'],
  ] as const)('keeps every value typed when saving fails with %s', async (_name, answer, message) => {
    const { container, answerWith } = await setup();
    answerWith(answer as Route);
    fill(container, {
      'First Name': 'Zed',
      'Last Name': 'Tester',
      'User ID': 'ztester',
      Password: 'abc123',
      Email: 'zed@example.com',
    });
    await userEvent.click(byText(container, 'button', 'Create User'));
    await waitFor(() => expect(text(container.querySelector('.idm-create-user-failure'))).toBe(message));
    expect(field(container, 'First Name *').value).toBe('Zed');
    expect(field(container, 'User ID *').value).toBe('ztester');
    expect(field(container, 'Password *').value).toBe('abc123');
    expect(field(container, 'Email').value).toBe('zed@example.com');
    expect(container.querySelector('.idm-create-user-created')).toBeNull();
  });

  it('offers a photo when the schema lets it be set at creation, with the image rules', async () => {
    const withPhoto = {
      ...SCHEMA,
      attributesList: SCHEMA.attributesList.map((a) => (a.key === 'UserPhoto' ? { ...a, isEditable: true } : a)),
    };
    const { container, server } = await setup(undefined, () => json(withPhoto));
    expect(queryOf(server.callsTo('access/entities/schema')[0]!).get('binaryAttr')).toBe('true');
    const photo = field(container, 'Photo');
    expect(photo.type).toBe('file');
    const choose = (name: string, size: number) => {
      const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
      Object.defineProperty(file, 'size', { value: size });
      Object.defineProperty(field(container, 'Photo'), 'files', { configurable: true, value: [file] });
      act(() => {
        field(container, 'Photo').dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    fill(container, { 'First Name': 'Zed', 'Last Name': 'Tester', 'User ID': 'ztester', Password: 'abc123' });
    for (const [name, size, message] of [
      ['me.jpg.exe', 100, 'File with multiple extension is not supported'],
      ['me.exe', 100, 'File extension type is not valid'],
      ['me.png', 59 * 1024, 'Image Size should be less Than 59 kb'],
    ] as const) {
      choose(name, size);
      expect(errorOf(container, 'Photo')).toBe(message);
      await userEvent.click(byText(container, 'button', 'Create User'));
      await flush();
      expect(server.callsTo('access/user').filter((c) => c.method === 'POST')).toHaveLength(0);
    }
    choose('me.png', 100);
    await waitFor(() => expect(container.querySelector('.idm-create-user-photo img')).not.toBeNull());
    expect(errorOf(container, 'Photo')).toBe('');
    await userEvent.click(byText(container, 'button', 'Create User'));
    await waitFor(() => expect(container.querySelector('.idm-create-user-created')).not.toBeNull());
    const body = JSON.parse(server.callsTo('access/user').find((c) => c.method === 'POST')!.body!);
    expect(body.profilePhoto).toMatch(/^data:image\/png;base64,/);
    expect(body.profilePhotoName).toBe('me.png');
    expect(body.attributes.map((a: { key: string }) => a.key)).not.toContain('UserPhoto');
    // The new, empty form has no photo either.
    expect(container.querySelector('.idm-create-user-photo img')).toBeNull();
  });

  it('a chosen photo is an unsaved change (leaving asks), and clearing it leaves nothing unsaved', async () => {
    const withPhoto = {
      ...SCHEMA,
      attributesList: SCHEMA.attributesList.map((a) => (a.key === 'UserPhoto' ? { ...a, isEditable: true } : a)),
    };
    const { container, core } = await setup(undefined, () => json(withPhoto));
    expect(core.stores.$unsavedForms.get()).toEqual([]);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    Object.defineProperty(field(container, 'Photo'), 'files', { configurable: true, value: [file] });
    act(() => {
      field(container, 'Photo').dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(container.querySelector('.idm-create-user-photo img')).not.toBeNull());
    expect(core.stores.$unsavedForms.get()).toHaveLength(1);
    await userEvent.click(byText(container, 'button', 'Clear the photo'));
    await waitFor(() => expect(core.stores.$unsavedForms.get()).toEqual([]));
  });

  it('shows the status text when the schema cannot be loaded', async () => {
    const { container } = await setup(undefined, () => fault('no schema', 404, 'Not Found'));
    await waitFor(() => expect(text(container.querySelector('[role="alert"]'))).toBe('Not Found'));
    expect(container.querySelector('form')).toBeNull();
  });

  it('has no axe violations, with messages shown', async () => {
    const { container } = await setup();
    await userEvent.click(byText(container, 'button', 'Create User'));
    await flush();
    expect(await violations(container)).toEqual([]);
  });
});

describe('create user model', () => {
  const fields: CreateField[] = [
    { key: 'CN', label: 'User ID', dataType: 'String', required: true, multivalued: false, choices: [] },
    { key: 'Mobile', label: 'Mobile', dataType: 'String', required: false, multivalued: true, choices: [] },
    { key: 'HireDate', label: 'Hire Date', dataType: 'Time', required: false, multivalued: false, choices: [] },
  ];

  it('skips empty values, splits multi-valued lines and sends times as epoch ms', () => {
    const input = buildCreateInput(fields, {
      CN: 'ann',
      Mobile: '+1 1\n\n +1 2 ',
      HireDate: '2009-01-24T09:00',
      __password: 'abc123',
    });
    expect(input.attributes).toEqual({
      CN: ['ann'],
      Mobile: ['+1 1', '+1 2'],
      HireDate: [String(new Date('2009-01-24T09:00').getTime())],
    });
    expect(buildCreateInput(fields, { CN: ' ' }).attributes).toEqual({});
  });

  it('leaves the container, the password and the photo out of the attribute fields', () => {
    const attributes = SCHEMA.attributesList.map((a) => ({
      key: String(a.key),
      label: String(a.displayLabel),
      dataType: String(a.dataType),
      editable: false,
      required: a.isRequired === true,
      multivalued: false,
      searchable: false,
      sortable: false,
      clickable: false,
      formatType: String(a.formatType),
      lookupEntity: null,
      values: [],
      choices: [],
    }));
    expect(createFields(attributes).map((f) => f.key)).toEqual([
      'FirstName',
      'LastName',
      'CN',
      'Title',
      'Email',
      'HireDate',
    ]);
  });

  it('maps errors as spec section 8 says', () => {
    expect(createUserErrorMessage(new HttpError(500, 'Internal Server Error', null))).toMatch(/^An error has occurred/);
    expect(createUserErrorMessage(new NetworkError())).toBe('Network Error');
    expect(
      createUserErrorMessage(
        new HttpError(409, 'Conflict', { Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'exists' } } }),
      ),
    ).toBe('exists');
    expect(createUserErrorMessage(new HttpError(409, 'Conflict', 'text'))).toBe('Conflict');
  });
});
