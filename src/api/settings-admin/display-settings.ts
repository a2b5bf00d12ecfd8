import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { GeneralSettings } from '../../domain/settings';
import { fetchGeneralSettings } from '../settings';
import { readVersioned, type Versioned } from '../versions';
import { settingsAdminKeys } from './keys';

/** The display settings' reads: the general page size and the task and request lists' columns and sort. */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});

export interface ColumnOption {
  key: string;
  value: string;
}

/** TaskSettingNode / RequestSettingNode, as far as the page shows them. */
export interface ListDisplaySettings {
  sort: string;
  sortDesc: boolean;
  defaultColumns: string[];
  userColumns: string[];
  sortColumns: ColumnOption[];
  allColumns: ColumnOption[];
  /** The node's own flags (taskListColumnsOverride, taskDetailClaim, …) by name. */
  flags: Record<string, boolean>;
}

const columns = (value: unknown): ColumnOption[] =>
  (Array.isArray(value) ? value : [])
    .filter(isObject)
    .map((c) => ({ key: String(c['key'] ?? ''), value: String(c['value'] ?? c['key'] ?? '') }));

export const LIST_FIELDS = {
  task: { sort: 'taskListSort', desc: 'taskListSortDesc' },
  request: { sort: 'requestListSort', desc: 'requestListSortDesc' },
} as const;

export function readListDisplay(body: unknown, list: 'task' | 'request'): ListDisplaySettings {
  const raw = asObject(body);
  const fields = LIST_FIELDS[list];
  const allColumns = columns(raw['allColumns']);
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(raw))
    if (typeof value === 'boolean' && name !== fields.desc) flags[name] = value;
  return {
    sort: String(raw[fields.sort] ?? ''),
    sortDesc: raw[fields.desc] === true,
    defaultColumns: columns(raw['defaultColumns']).map((c) => c.key),
    userColumns: columns(raw['columnsForUserOverride']).map((c) => c.key),
    sortColumns: list === 'task' ? columns(raw['columnsForSort']) : allColumns,
    allColumns,
    flags,
  };
}

/** GET `admin/display/settings/{task|request}`, with its version (the read's ETag) for the editor. */
export function listDisplayQuery(core: IdmCore, list: 'task' | 'request') {
  return queryOptions({
    queryKey: settingsAdminKeys.display(list),
    queryFn: async ({ signal }): Promise<Versioned<ListDisplaySettings>> => {
      const { value, version } = await readVersioned(core, (reading) =>
        reading.http.request<unknown>({ url: reading.http.rest(`admin/display/settings/${list}`), signal }),
      );
      return { value: readListDisplay(value, list), version };
    },
  });
}

/** GET `admin/display/settings/general` with its version, for its editor (the lists read the page-wide query). */
export const generalDisplayQuery = (core: IdmCore) =>
  queryOptions({
    queryKey: settingsAdminKeys.general(),
    queryFn: ({ signal }): Promise<Versioned<GeneralSettings>> =>
      readVersioned(core, (reading) => fetchGeneralSettings(reading, signal)),
  });
