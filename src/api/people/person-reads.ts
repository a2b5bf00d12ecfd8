/**
 * A person's reads beyond the users list and the schema (users.ts, read.ts, in the people API kit that the user
 * catalog loads at start): the count, a user's details, the editable attributes, group membership and password
 * sync. The details, the profile and the editors use them; the catalog's first screen does not.
 */
import type { IdmCore } from '../../core';
import { commonName } from '../../domain/format';
import { asArray, asNumber, asObject, asString, type Json } from '../lookups/read';
import { readPerson } from './read';
import { fetchUserSchema } from './users';
import type { GroupMembership, PasswordSyncKind, PasswordSyncStatus, PersonAttribute, PersonDetails } from './types';

/** GET `access/counts?users=true`: how many users there are. */
export async function fetchUserCount(
  core: IdmCore,
  params: { clientId?: string } = {},
  signal?: AbortSignal,
): Promise<number> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/counts'),
      query: { users: 'true', clientId: params.clientId ?? core.options.clientId },
      signal,
    }),
  );
  return asNumber(body.users ?? body.usersCount) ?? 0;
}

export interface UserDetailsQuery {
  /** The user; the signed-in user's own profile when left out (sends isProfile=true). */
  dn?: string;
  isProfile?: boolean;
  clientId?: string;
}

/** GET `access/users/details?userDn&isProfile&clientId`. */
export async function fetchUserDetails(
  core: IdmCore,
  query: UserDetailsQuery = {},
  signal?: AbortSignal,
): Promise<PersonDetails> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/users/details'),
    query: {
      userDn: query.dn,
      isProfile: String(query.isProfile ?? query.dn === undefined),
      clientId: query.clientId ?? core.options.clientId,
    },
    signal,
  });
  return readPerson(body);
}

/** The attributes the signed-in user may edit (schema `editable=true`, the photo included). */
export async function fetchEditableAttributes(
  core: IdmCore,
  params: { clientId?: string } = {},
  signal?: AbortSignal,
): Promise<PersonAttribute[]> {
  return (await fetchUserSchema(core, { entityName: 'user', editable: true, binaryAttr: true, ...params }, signal))
    .attributes;
}

/** GET `access/groups/membershipInfo?userDn`: the groups a user is in (the signed-in user's without a DN). */
export async function fetchGroupMembership(
  core: IdmCore,
  params: { dn?: string } = {},
  signal?: AbortSignal,
): Promise<GroupMembership> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/groups/membershipInfo'),
      query: { userDn: params.dn },
      signal,
    }),
  );
  const groupDns = asArray(body.groupMemberof)
    .map(asString)
    .filter((s) => s !== '');
  const named = new Map(
    asArray(body.groups)
      .map(asObject)
      .map((g) => [asString(g.dn).toLowerCase(), g] as const),
  );
  return {
    dn: asString(body.dn),
    groupDns,
    groups: groupDns.map((dn) => {
      const g = named.get(dn.toLowerCase()) ?? {};
      return { dn, name: asString(g.name) || commonName(dn), description: asString(g.description) };
    }),
  };
}

/**
 * Password sync status per connected system: GET `access/info/user/passwordsyncstatus` for the
 * signed-in user, POST it with `{dn}` for another user.
 */
export async function fetchPasswordSync(
  core: IdmCore,
  params: { dn?: string } = {},
  signal?: AbortSignal,
): Promise<PasswordSyncStatus[]> {
  const url = core.http.rest('access/info/user/passwordsyncstatus');
  const body =
    params.dn === undefined
      ? await core.http.request<unknown>({ url, signal })
      : await core.http.request<unknown>({ method: 'POST', url, body: { dn: params.dn }, signal });
  return readPasswordSync(body);
}

/** Every attribute of a person by key (primary, secondary, other and the image). */
export function personAttributes(person: PersonDetails): Map<string, PersonAttribute> {
  const all = [
    ...person.primary,
    ...person.secondary,
    ...person.other,
    ...(person.imageAttribute ? [person.imageAttribute] : []),
  ];
  return new Map(all.map((a) => [a.key, a]));
}

const SYNC_KINDS: Readonly<Record<string, PasswordSyncKind>> = {
  '0000': 'error',
  '0001': 'warning',
  '0002': 'retry',
  '0003': 'fatal',
  '0004': 'success',
};

/** Spec section 4: 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal, 0004 Success. */
export const passwordSyncKind = (status: string): PasswordSyncKind => SYNC_KINDS[status.trim()] ?? 'unknown';

export function readPasswordSync(body: unknown): PasswordSyncStatus[] {
  const o = asObject(body);
  const list = Array.isArray(body) ? body : asArray(o.messages);
  return list.map((m): PasswordSyncStatus => {
    const item: Json = asObject(m);
    const status = asString(item.status);
    return {
      status,
      kind: passwordSyncKind(status),
      message: asString(item.message),
      driverName: asString(item.driverName),
      driverImage: asString(item.driverImage) || null,
    };
  });
}
