import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { parseGeneralSettings } from '../../domain/settings';
import { reportError } from '../access/shared';
import { queryKeys } from '../keys';
import { ifMatch, isVersionConflict, readVersioned, type Version, type Versioned } from '../versions';
import { settingsAdminKeys } from './keys';

/**
 * The product configuration calls: display settings' writes (their reads in display-settings.ts), role/resource
 * settings, delegation and proxy, IG.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});

/** A configuration object read whole (as it comes) with its version: the editor sends it back as `If-Match`. */
const jsonQuery = (core: IdmCore, queryKey: QueryKey, path: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<Versioned<Json>> => {
      const { value, version } = await readVersioned(core, (reading) =>
        reading.http.request<unknown>({ url: reading.http.rest(path), signal }),
      );
      return { value: asObject(value), version };
    },
  });

/** GET `catalog/administration/roleResourceSettings` (RoleResourceSettingsNode, read as it comes). */
export const roleResourceQuery = (core: IdmCore) =>
  jsonQuery(core, settingsAdminKeys.roleResource(), 'catalog/administration/roleResourceSettings');
/** GET `access/administration/delegation` (DelegationAdminConfigNode). */
export const delegationConfigQuery = (core: IdmCore) =>
  jsonQuery(core, settingsAdminKeys.delegation(), 'access/administration/delegation');
/** GET `admin/proxy/configuration` (ProxyConfigNode). */
export const proxyConfigQuery = (core: IdmCore) =>
  jsonQuery(core, settingsAdminKeys.proxy(), 'admin/proxy/configuration');
/** GET `access/administration/igConfig`: the password never comes back, `adminPasswordSet` says whether one is stored. */
export const igAdminQuery = (core: IdmCore) =>
  jsonQuery(core, settingsAdminKeys.ig(), 'access/administration/igConfig');

/** A configuration write and the version of the object as its editor read it (sent as `If-Match`). */
export interface ConfigurationSave<V> {
  body: V;
  version?: Version | null;
}

/**
 * A configuration write: a fault shows in the banner and rejects (the form stays); a 412 (someone saved
 * meanwhile) rejects without a banner, for the editor's conflict dialog; `affects` refetch after.
 */
function useConfigurationWrite<V>(
  send: (core: IdmCore, body: V) => Promise<unknown>,
  affects: QueryKey[],
  applied?: (core: IdmCore, body: V, answer: unknown) => void,
) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, version }: ConfigurationSave<V>) => {
      const answer = await send(ifMatch(core, version), body);
      applied?.(core, body, answer);
      return answer;
    },
    onError: (error) => (isVersionConflict(error) ? undefined : reportError(core, error)),
    onSettled: () => Promise.all(affects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

const post = (core: IdmCore, path: string, body: unknown) =>
  core.http.request<unknown>({ method: 'POST', url: core.http.rest(path), body });
const put = (core: IdmCore, path: string, body: unknown) =>
  core.http.request<unknown>({ method: 'PUT', url: core.http.rest(path), body });

export interface GeneralSettingsInput {
  defaultRowsPerPage: number;
  optionsRowsPerPage: string;
  newRequestDefaultSortByOption: string;
}

/** PUT `admin/display/settings/general`: every list of this page uses the new page size at once. */
export const useSaveGeneralSettings = () =>
  useConfigurationWrite<GeneralSettingsInput>(
    (core, input) => put(core, 'admin/display/settings/general', input),
    [settingsAdminKeys.general()],
    (core, input, answer) =>
      core.queryClient.setQueryData(
        queryKeys.generalSettings(),
        parseGeneralSettings(isObject(answer) ? answer : input),
      ),
  );

export const useSaveListDisplay = (list: 'task' | 'request') =>
  useConfigurationWrite<Json>(
    (core, body) => put(core, `admin/display/settings/${list}`, body),
    [settingsAdminKeys.display(list)],
  );

/** POST `catalog/administration/roleResourceSettings/{role|sod|entitlementQuery}`. */
export const useSaveRoleResource = () =>
  useConfigurationWrite<{ part: 'role' | 'sod' | 'entitlementQuery'; body: Json }>(
    (core, { part, body }) => post(core, `catalog/administration/roleResourceSettings/${part}`, body),
    [settingsAdminKeys.roleResource()],
  );

export const useSaveDelegationConfig = () =>
  useConfigurationWrite<Json>(
    (core, body) => post(core, 'access/administration/delegation', body),
    [settingsAdminKeys.delegation()],
  );

export const useSaveProxyConfig = () =>
  useConfigurationWrite<Json>(
    (core, body) => post(core, 'admin/proxy/configuration', body),
    [settingsAdminKeys.proxy()],
  );

/** POST `access/administration/igConfig`: an empty password keeps the stored one. */
export const useSaveIgConfig = () =>
  useConfigurationWrite<Json>(
    (core, body) => post(core, 'access/administration/igConfig', body),
    [settingsAdminKeys.ig(), queryKeys.igConfig()],
  );
