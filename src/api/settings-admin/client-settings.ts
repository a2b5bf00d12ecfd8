import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isHttpStatus, type IdmCore } from '../../core';
import { useCore } from '../../core/react';
import {
  parseClientSettings,
  type ClientSetting,
  type ClientSettingSection,
  type ClientSettings,
} from '../../domain/settings';
import { reportError } from '../access/shared';
import { ifMatch, isVersionConflict, readVersioned, type Version } from '../versions';
import { queryKeys } from '../keys';
import { settingsAdminKeys } from './keys';

/** A client as `GET access/config/clients` lists it (ClientNode). */
export interface ClientSummary {
  id: string;
  name: string;
  matchCondition: string;
  isDefault: boolean;
}

/** The contract's path word of each section. */
const SECTION_PATHS: Record<ClientSettingSection, string> = {
  access: 'access',
  branding: 'branding',
  customization: 'custom',
  dashboardAccess: 'dashboard',
  helpdesk: 'helpdesk',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readClients(body: unknown): ClientSummary[] {
  const list = isObject(body) && Array.isArray(body['clients']) ? body['clients'] : [];
  return list.filter(isObject).map((c) => ({
    id: String(c['id'] ?? ''),
    name: String(c['name'] ?? ''),
    matchCondition: String(c['matchCondition'] ?? ''),
    isDefault: c['isDefault'] === true,
  }));
}

/** GET `access/config/clients`. */
export function clientListQuery(core: IdmCore) {
  return queryOptions({
    queryKey: settingsAdminKeys.clients(),
    queryFn: async ({ signal }) =>
      readClients(await core.http.request<unknown>({ url: core.http.rest('access/config/clients'), signal })),
  });
}

/** A section's settings from a `{clientId, sectionKey, settings}` answer. */
function readSection(body: unknown, section: ClientSettingSection): ClientSetting[] {
  const list = isObject(body) ? body['settings'] : undefined;
  return parseClientSettings({ config: { [section]: list } }).config[section];
}

/** A section of a client's settings as the administrator edits it, with its version (the read's ETag). */
export interface ClientSectionRead {
  settings: ClientSetting[];
  version: Version | null;
}

/** GET `access/config/{section}?client=`: one section and its version, for its editor. */
export function clientSectionQuery(core: IdmCore, clientId: string, section: ClientSettingSection) {
  return queryOptions({
    queryKey: settingsAdminKeys.section(clientId, section),
    queryFn: async ({ signal }): Promise<ClientSectionRead> => {
      const { value, version } = await readVersioned(core, async (reading) =>
        readSection(
          await reading.http.request<unknown>({
            url: reading.http.rest(`access/config/${SECTION_PATHS[section]}`),
            query: { client: clientId },
            signal,
          }),
          section,
        ),
      );
      return { settings: value, version };
    },
  });
}

/**
 * After a section is saved or restored, every reader of that client's settings (the header, footer, help desk,
 * banner) sees it at once: the cached settings take the answer, then are read again, the section's editor too.
 */
function useApplySection() {
  const queryClient = useQueryClient();
  return async (clientId: string, section: ClientSettingSection, settings: ClientSetting[]) => {
    const key = queryKeys.clientSettings(clientId);
    queryClient.setQueryData<ClientSettings>(key, (old) =>
      old ? { ...old, config: { ...old.config, [section]: settings } } : old,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: settingsAdminKeys.section(clientId, section) }),
    ]);
  };
}

export interface SectionSave {
  clientId: string;
  section: ClientSettingSection;
  settings: ClientSetting[];
  /** The section's version as read: sent as `If-Match` (412 when someone saved it meanwhile). */
  version?: Version | null;
}

/** POST `access/config/{section}?client=` with `{settings}`; a failure shows its fault and rejects (the form stays). */
export function useSaveClientSection() {
  const core = useCore();
  const apply = useApplySection();
  return useMutation({
    mutationFn: async ({ clientId, section, settings, version }: SectionSave) => {
      const guarded = ifMatch(core, version);
      return readSection(
        await guarded.http.request<unknown>({
          method: 'POST',
          url: guarded.http.rest(`access/config/${SECTION_PATHS[section]}`),
          query: { client: clientId },
          body: { settings },
        }),
        section,
      );
    },
    onSuccess: (settings, { clientId, section }) => apply(clientId, section, settings),
    // A conflict opens the form's conflict dialog instead of a banner.
    onError: (error) => (isVersionConflict(error) ? undefined : reportError(core, error)),
  });
}

/** POST `access/config/restoreSettings/{section}?client=`: the section's defaults. */
export function useRestoreClientSection() {
  const core = useCore();
  const apply = useApplySection();
  return useMutation({
    mutationFn: async ({ clientId, section }: { clientId: string; section: ClientSettingSection }) =>
      readSection(
        await core.http.request<unknown>({
          method: 'POST',
          url: core.http.rest(`access/config/restoreSettings/${section}`),
          query: { client: clientId },
        }),
        section,
      ),
    onSuccess: (settings, { clientId, section }) => apply(clientId, section, settings),
    onError: (error) => reportError(core, error),
  });
}

/** POST `access/config/clients` (ClientNode): a new client with the default settings. */
export function useCreateClient() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; matchCondition: string }) =>
      core.http.request<unknown>({ method: 'POST', url: core.http.rest('access/config/clients'), body: input }),
    onError: (error) => reportError(core, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsAdminKeys.clients() }),
  });
}

/** DELETE `access/config/clients` with AdminSettingsNode `{values: ids}`. */
export function useDeleteClients() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      core.http.request<unknown>({
        method: 'DELETE',
        url: core.http.rest('access/config/clients'),
        body: { key: 'clients', values: ids },
      }),
    onError: (error) => reportError(core, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsAdminKeys.clients() }),
  });
}

/** PUT `access/config/uploadStyle?client=`: the client's stylesheet (text), with its version as `If-Match`. */
export function useUploadClientStyle() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clientId, css, version }: { clientId: string; css: string; version?: Version | null }) =>
      ifMatch(core, version).http.request<unknown>({
        method: 'PUT',
        url: core.http.rest('access/config/uploadStyle'),
        query: { client: clientId },
        body: css,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    onError: (error) => (isVersionConflict(error) ? undefined : reportError(core, error)),
    // The console's <link> to the stylesheet follows its version: the new rules apply without a reload.
    onSuccess: (_answer, { clientId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clientStyleVersion(clientId) }),
        queryClient.invalidateQueries({ queryKey: settingsAdminKeys.style(clientId) }),
      ]),
  });
}

/** GET `access/config/style/client-{id}.css`: the stylesheet text and its version ('' and none before an upload). */
export function clientStyleQuery(core: IdmCore, clientId: string) {
  return queryOptions({
    queryKey: settingsAdminKeys.style(clientId),
    queryFn: async ({ signal }): Promise<{ css: string; version: Version | null }> => {
      try {
        const { value, version } = await readVersioned(core, (reading) =>
          reading.http.request<unknown>({
            url: reading.http.rest(`access/config/style/${encodeURIComponent(`client-${clientId}.css`)}`),
            signal,
          }),
        );
        return { css: typeof value === 'string' ? value : '', version };
      } catch (error) {
        if (isHttpStatus(error, 404)) return { css: '', version: null };
        throw error;
      }
    },
  });
}
