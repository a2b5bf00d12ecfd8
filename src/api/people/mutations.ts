import type { IdmCore } from '../../core';
import { asArray, asObject, asString } from '../lookups/read';

/** POST `access/user` input: empty-valued attributes are left out (spec section 5). */
export interface CreateUserInput {
  container: string;
  password: string;
  /** Attribute key → value(s), e.g. `{CN: 'alee', FirstName: 'Ann', Mobile: ['+1 555 0100']}`. */
  attributes: Readonly<Record<string, string | readonly string[]>>;
  /** A photo as a `data:` URL or base64, with the file's name (checked by the server too). */
  photo?: { data: string; fileName?: string };
}

export interface CreatedUser {
  dn: string;
  cn: string;
  firstName: string;
  lastName: string;
}

export type ChangeAction = 'update' | 'add' | 'remove';

export interface AttributeChange {
  key: string;
  values: readonly string[];
  /** update (default) sets the values; add and remove change a multi-valued attribute. */
  action?: ChangeAction;
  /** The photo's file name. */
  fileName?: string;
}

export interface UpdatedUser {
  dn: string;
  attributes: { key: string; values: string[]; action: string }[];
}

export interface DeleteOutcome {
  dn: string;
  name: string;
  reason: string;
}

/** DELETE `access/user` answer: who was deleted and who not, with the server's reasons. */
export interface DeleteUsersResult {
  success: boolean;
  succeeded: DeleteOutcome[];
  failed: DeleteOutcome[];
}

const clean = (values: string | readonly string[]): string[] =>
  (typeof values === 'string' ? [values] : [...values]).map((v) => v.trim()).filter((v) => v !== '');

/** The create payload: `{container, password, attributes: [{key, values, action: 'add'}]}`, empty attributes skipped. */
export function createUserPayload(input: CreateUserInput): Record<string, unknown> {
  const attributes = Object.entries(input.attributes)
    .map(([key, values]) => ({ key, values: clean(values), action: 'add' }))
    .filter((a) => a.values.length > 0);
  return {
    container: input.container,
    password: input.password,
    attributes,
    ...(input.photo
      ? { profilePhoto: input.photo.data, ...(input.photo.fileName ? { profilePhotoName: input.photo.fileName } : {}) }
      : {}),
  };
}

/** POST `access/user` (administrators): answers the new user's DN and names. */
export async function createUser(core: IdmCore, input: CreateUserInput): Promise<CreatedUser> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/user'),
      body: createUserPayload(input),
    }),
  );
  return {
    dn: asString(body.dn),
    cn: asString(body.name),
    firstName: asString(body.firstName),
    lastName: asString(body.lastName),
  };
}

/**
 * The update payload. Spec section 5: cn is never sent; pass `editable` (e.g. from the details'
 * attributes) to drop every attribute that is not editable as well.
 */
export function updateUserPayload(
  dn: string,
  changes: readonly AttributeChange[],
  editable?: ReadonlySet<string>,
): Record<string, unknown> {
  const attributes = changes
    .filter((c) => c.key.toLowerCase() !== 'cn' && (editable === undefined || editable.has(c.key)))
    .map((c) => ({
      key: c.key,
      values: [...c.values],
      action: c.action ?? 'update',
      ...(c.fileName ? { name: c.fileName } : {}),
    }));
  return { dn, attributes };
}

export interface UpdateUserInput {
  dn: string;
  changes: readonly AttributeChange[];
  /** Keys that may be sent (others are dropped); all when left out. */
  editable?: ReadonlySet<string>;
  isProfile?: boolean;
  clientId?: string;
}

/** PUT `access/user?clientId&isProfile` with `{dn, attributes: [{key, values, action}]}`. */
export async function updateUser(core: IdmCore, input: UpdateUserInput): Promise<UpdatedUser> {
  const payload = updateUserPayload(input.dn, input.changes, input.editable);
  if ((payload.attributes as unknown[]).length === 0)
    throw new Error('Nothing to update: no editable attribute was changed.');
  const body = asObject(
    await core.http.request<unknown>({
      method: 'PUT',
      url: core.http.rest('access/user'),
      query: {
        clientId: input.clientId ?? core.options.clientId,
        isProfile: input.isProfile === undefined ? undefined : String(input.isProfile),
      },
      body: payload,
    }),
  );
  return {
    dn: asString(body.dn) || input.dn,
    attributes: asArray(body.attributes)
      .map(asObject)
      .map((a) => ({
        key: asString(a.key),
        values: asArray(a.values).map(asString),
        action: asString(a.action) || 'update',
      })),
  };
}

/** Disables (or enables again) a user's login: PUT `access/user` with `LoginDisabled` (administrators). */
export const setLoginDisabled = (core: IdmCore, dn: string, disabled: boolean): Promise<UpdatedUser> =>
  updateUser(core, { dn, changes: [{ key: 'LoginDisabled', values: [String(disabled)] }] });

/** Uploads a profile photo (a `data:` URL or base64 of a png, jpg, gif or bmp under 59 kb) as the `UserPhoto` attribute. */
export const uploadUserImage = (
  core: IdmCore,
  dn: string,
  image: { data: string; fileName?: string },
  key = 'UserPhoto',
): Promise<UpdatedUser> =>
  updateUser(core, {
    dn,
    changes: [{ key, values: [image.data], ...(image.fileName ? { fileName: image.fileName } : {}) }],
  });

/** Removes the photo (the default image shows again). */
export const removeUserImage = (core: IdmCore, dn: string, key = 'UserPhoto'): Promise<UpdatedUser> =>
  updateUser(core, { dn, changes: [{ key, values: [], action: 'remove' }] });

/** DELETE `access/user` with `{members: [{dn, name}]}` (administrators; demo accounts are refused by the sandbox). */
export async function deleteUsers(
  core: IdmCore,
  members: readonly { dn: string; name?: string }[],
  reason?: string,
): Promise<DeleteUsersResult> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'DELETE',
      url: core.http.rest('access/user'),
      body: {
        members: members.map((m) => ({ dn: m.dn, ...(m.name ? { name: m.name } : {}) })),
        ...(reason ? { reason } : {}),
      },
    }),
  );
  const outcome = (raw: unknown): DeleteOutcome => {
    const o = asObject(raw);
    const dn = asString(o.dn) || asString(o.id);
    return { dn, name: asString(o.name) || dn, reason: asString(o.reason) };
  };
  const failed = asArray(body.failed).map(outcome);
  return {
    success: body.success === true || body.success === 'true' || (body.success === undefined && failed.length === 0),
    succeeded: asArray(body.succeeded).map(outcome),
    failed,
  };
}

/** POST `access/ulp/l10n/listLocales` with `{userDN, userPreferredLocales: [locale]}` (the shell's form). */
export async function updateUserLocale(
  core: IdmCore,
  input: { dn: string; locale: string },
): Promise<{ dn: string; locale: string }> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/ulp/l10n/listLocales'),
      body: { userDN: input.dn, userPreferredLocales: [input.locale] },
    }),
  );
  return {
    dn: asString(body.userDN) || input.dn,
    locale: asString(asArray(body.userPreferredLocales)[0]) || asString(body.localeKey) || input.locale,
  };
}
