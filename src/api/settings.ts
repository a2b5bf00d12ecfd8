import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import {
  parseClientSettings,
  parseGeneralSettings,
  parseIgConfig,
  type ClientSettings,
  type GeneralSettings,
  type IgConfig,
} from '../domain/settings';
import { queryKeys } from './keys';

/** GET `admin/display/settings/general`. */
export async function fetchGeneralSettings(core: IdmCore, signal?: AbortSignal): Promise<GeneralSettings> {
  const body = await core.http.request<unknown>({ url: core.http.rest('admin/display/settings/general'), signal });
  return parseGeneralSettings(body);
}

/** GET `access/administration/igConfig`. */
export async function fetchIgConfig(core: IdmCore, signal?: AbortSignal): Promise<IgConfig> {
  const body = await core.http.request<unknown>({ url: core.http.rest('access/administration/igConfig'), signal });
  return parseIgConfig(body);
}

/** GET `access/config/clients/{id}` (branding, help desk, customization, …). */
export async function fetchClientSettings(
  core: IdmCore,
  clientId: string,
  signal?: AbortSignal,
): Promise<ClientSettings> {
  const body = await core.http.request<unknown>({
    url: core.http.rest(`access/config/clients/${encodeURIComponent(clientId)}`),
    signal,
  });
  return parseClientSettings(unwrapEntity(body), clientId);
}

/** Page-wide settings: read once at start-up (`loadStartupData`) and kept for the page's life. */
const PAGE_WIDE = { staleTime: Infinity, gcTime: Infinity } as const;

/** localStorage: the general settings this browser read last (JSON), to size a first page before they come again. */
export const REMEMBERED_GENERAL_SETTINGS = 'idm.generalSettings';

export function generalSettingsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.generalSettings(),
    queryFn: async ({ signal }) => {
      const settings = await fetchGeneralSettings(core, signal);
      writeStorage(core, REMEMBERED_GENERAL_SETTINGS, JSON.stringify(settings));
      return settings;
    },
    ...PAGE_WIDE,
  });
}

/**
 * The general settings a list's first page is sized with, never waiting for the server: the ones read on
 * this page, else the ones this browser read last, else none (null: the spec's defaults, 10 rows of 5, 10,
 * 25 or 50, which the vendor ships). A first visit's page so goes out beside the start-up reads instead of
 * after them; a list that then renders with other settings asks for its page again.
 */
export function generalSettingsForFirstPage(core: IdmCore): GeneralSettings | null {
  const read = core.queryClient.getQueryData<GeneralSettings>(queryKeys.generalSettings());
  if (read) return read;
  const remembered = readStorage(core, REMEMBERED_GENERAL_SETTINGS);
  if (remembered === null) return null;
  try {
    return parseGeneralSettings(JSON.parse(remembered));
  } catch {
    return null; // not ours or damaged: the defaults
  }
}

/** Storage may be unavailable (privacy modes, quotas): remembering is only a shortcut. */
function readStorage(core: IdmCore, key: string): string | null {
  try {
    return core.env.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(core: IdmCore, key: string, value: string): void {
  try {
    core.env.localStorage.setItem(key, value);
  } catch {
    // See readStorage.
  }
}

export function igConfigQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.igConfig(),
    queryFn: ({ signal }) => fetchIgConfig(core, signal),
  });
}

export function clientSettingsQuery(core: IdmCore, clientId = core.options.clientId) {
  return queryOptions({
    queryKey: queryKeys.clientSettings(clientId),
    queryFn: ({ signal }) => fetchClientSettings(core, clientId, signal),
    ...PAGE_WIDE,
  });
}

/**
 * The version of the client's stylesheet the page links to: the time it was (re)read. An upload invalidates it
 * (`useUploadClientStyle`), so the console's `<link>` gets a new URL and the browser applies the new rules at once.
 */
export function clientStyleVersionQuery(clientId: string) {
  return queryOptions({
    queryKey: queryKeys.clientStyleVersion(clientId),
    queryFn: () => Date.now(),
    // 0 until an upload: the sheet's plain URL, asked once and cacheable, instead of a second request with a version.
    initialData: 0,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useClientStyleVersion(clientId: string): number {
  return useQuery(clientStyleVersionQuery(clientId)).data;
}

export function useGeneralSettings() {
  return useQuery(generalSettingsQuery(useCore()));
}

export function useIgConfig() {
  return useQuery(igConfigQuery(useCore()));
}

export function useClientSettings(clientId?: string) {
  return useQuery(clientSettingsQuery(useCore(), clientId));
}

/** The swagger documents a JAX-RS Response here; tolerate servers that answer it with the body in `entity`. */
function unwrapEntity(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !('config' in body) && 'entity' in body) {
    return (body as { entity: unknown }).entity;
  }
  return body;
}

/** The general settings the start-up read (null before, or when they could not be read); never asks the server itself. */
export function useLoadedGeneralSettings(): GeneralSettings | null {
  return useQuery({ ...generalSettingsQuery(useCore()), enabled: false }).data ?? null;
}

/** The console client's settings the start-up read (null before, or when they could not be read); never asks the server itself. */
export function useLoadedClientSettings(): ClientSettings | null {
  return useQuery({ ...clientSettingsQuery(useCore()), enabled: false }).data ?? null;
}
