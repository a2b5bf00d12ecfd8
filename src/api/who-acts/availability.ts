import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { readPeriod, readRef, type NamedRef, type Period, type PeriodInput } from './period';
import { whoActsKeys } from './keys';
import { useWhoActsMutation } from './mutation';
import { guarded, withVersion, type VersionField } from '../versions';

type AvailabilityNode = ContractSchema<'AvailabilityNode'>;

/** available, unavailable for everything, or unavailable only in the listed periods (the contract's 0, 1, 2). */
export type AvailabilityStatus = 'available' | 'unavailable' | 'selective';
const STATUS_BY_CODE: readonly AvailabilityStatus[] = ['available', 'unavailable', 'selective'];

/** A period in which a user is unavailable, for some request definitions or all. */
export interface AvailabilityPeriod extends Period {
  id: string;
  user: NamedRef;
}

export interface AvailabilityList {
  periods: AvailabilityPeriod[];
  status: AvailabilityStatus;
  /** Whether the user has delegates (without one, being unavailable moves nothing). */
  hasDelegates: boolean;
}

export interface AvailabilityInput extends PeriodInput {
  id?: string;
  /** Whose availability (the signed-in user when left out). */
  userDn?: string;
}

export function readAvailabilityPeriod(value: unknown): AvailabilityPeriod {
  const o = contractAnswer<AvailabilityNode>(value);
  return {
    id: asString(o.availabilityId),
    user: readRef(o.principalUser),
    ...readPeriod(o, o.hasExpiry),
  };
}

function readList(value: unknown): AvailabilityList {
  const o = asObject(value);
  return {
    periods: asArray(o.availability).map(readAvailabilityPeriod),
    status: STATUS_BY_CODE[asNumber(o.availabilityStatus) ?? 0] ?? 'available',
    hasDelegates: asBoolean(o.hasDelegatesAssigned),
  };
}

/** GET access/availability (the signed-in user's) or POST access/availability/list `{dn}` (another user's). */
export async function fetchAvailability(core: IdmCore, userDn: string | null, signal?: AbortSignal) {
  return readList(
    userDn === null
      ? await core.http.request<unknown>({ url: core.http.rest('access/availability'), signal })
      : await core.http.request<unknown>({
          method: 'POST',
          url: core.http.rest('access/availability/list'),
          body: { dn: userDn },
          signal,
        }),
  );
}

/** What a user may be unavailable for: GET access/availability/prds?userDn (their delegations' requests). */
export async function fetchAvailabilityPrds(core: IdmCore, userDn: string, signal?: AbortSignal) {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/availability/prds'), query: { userDn }, signal }),
  );
  const first = asObject(asArray(body.availability)[0]);
  return {
    allowAll: asBoolean(first.enableAllRequests),
    requestDefs: asArray(first.availableRequestDefs).map(readRef),
  };
}

export const availabilityQueries = {
  list: (core: IdmCore, userDn: string | null) =>
    queryOptions({
      queryKey: whoActsKeys.of('availability', userDn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchAvailability(c, userDn, signal)),
    }),
  prds: (core: IdmCore, userDn: string) =>
    queryOptions({
      queryKey: whoActsKeys.of('availabilityPrds', userDn),
      queryFn: ({ signal }) => fetchAvailabilityPrds(core, userDn, signal),
      enabled: userDn !== '',
    }),
};

/** The AvailabilityNode that create (POST) and update (PUT access/availability) send. */
export function availabilityPayload(input: AvailabilityInput): Record<string, unknown> {
  return {
    ...(input.id ? { availabilityId: input.id } : {}),
    ...(input.userDn ? { principalUser: { dn: input.userDn } } : {}),
    allRequests: input.allRequests,
    requestDefs: input.allRequests ? [] : input.requestDefs.map((d) => ({ dn: d.dn, name: d.name })),
    effectiveDate: input.start,
    hasExpiry: input.end !== null,
    ...(input.end !== null ? { expiryDate: input.end } : {}),
    type: 'user',
  };
}

export async function saveAvailability(core: IdmCore, input: AvailabilityInput): Promise<AvailabilityPeriod> {
  const body = await core.http.request<unknown>({
    method: input.id ? 'PUT' : 'POST',
    url: core.http.rest('access/availability'),
    body: availabilityPayload(input),
  });
  return readAvailabilityPeriod(body);
}

/** DELETE access/availability `{availability: [{availabilityId}]}`. */
export async function deleteAvailability(core: IdmCore, ids: readonly string[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/availability'),
    body: { availability: ids.map((availabilityId) => ({ availabilityId })) },
  });
}

/** POST access/availability/status `{status, dn}`. */
export async function setAvailabilityStatus(
  core: IdmCore,
  input: { status: AvailabilityStatus; userDn: string },
): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/availability/status'),
    body: { status: input.status, dn: input.userDn },
  });
}

const changed = [whoActsKeys.kind('availability')];

export const useSaveAvailability = () =>
  useWhoActsMutation<AvailabilityInput & VersionField, AvailabilityPeriod>({
    run: guarded(saveAvailability),
    invalidate: changed,
    quietFault: true,
    message: (core, _saved, input) => core.i18n.t(input.id ? 'availability.saved' : 'availability.created'),
  });

export const useDeleteAvailability = () =>
  useWhoActsMutation<readonly string[], void>({
    run: deleteAvailability,
    invalidate: changed,
    message: (core, _r, ids) => core.i18n.t('availability.deleted', { number: ids.length }),
  });

export const useSetAvailabilityStatus = () =>
  useWhoActsMutation<{ status: AvailabilityStatus; userDn: string }, void>({
    run: setAvailabilityStatus,
    invalidate: changed,
    message: (core, _r, input) => core.i18n.t(`availability.statusSaved.${input.status}`),
  });
