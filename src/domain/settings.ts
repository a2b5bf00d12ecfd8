import type { ClientSetting, SettingValue } from './setting-text';
import { DEFAULT_CLIENT_ID } from './client-id';

export { DEFAULT_CLIENT_ID };

export type { ClientSetting, SettingValue } from './setting-text';
export { settingFlag, settingLink, settingText } from './setting-text';

/** `GET admin/display/settings/general`. */
export interface GeneralSettings {
  defaultRowsPerPage: number;
  /** Allowed page sizes, parsed from the server's comma list. */
  optionsRowsPerPage: number[];
  newRequestDefaultSortByOption: string;
}

export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50];
export const DEFAULT_ROWS_PER_PAGE = 10;

export const CLIENT_SETTING_SECTIONS = ['access', 'branding', 'customization', 'helpdesk', 'dashboardAccess'] as const;
export type ClientSettingSection = (typeof CLIENT_SETTING_SECTIONS)[number];

export interface ClientSettings {
  clientId: string;
  config: Record<ClientSettingSection, ClientSetting[]>;
}

export function parseGeneralSettings(body: unknown): GeneralSettings {
  const raw = isObject(body) ? body : {};
  const options = parsePageSizeOptions(raw['optionsRowsPerPage']);
  const rows = Number(raw['defaultRowsPerPage']);
  return {
    defaultRowsPerPage: Number.isInteger(rows) && rows > 0 ? rows : DEFAULT_ROWS_PER_PAGE,
    optionsRowsPerPage: options,
    newRequestDefaultSortByOption:
      typeof raw['newRequestDefaultSortByOption'] === 'string' ? raw['newRequestDefaultSortByOption'] : '',
  };
}

function parsePageSizeOptions(value: unknown): number[] {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const sizes = parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0);
  return sizes.length > 0 ? sizes : [...DEFAULT_PAGE_SIZE_OPTIONS];
}

export function parseClientSettings(body: unknown, fallbackClientId = DEFAULT_CLIENT_ID): ClientSettings {
  const raw = isObject(body) ? body : {};
  const config = isObject(raw['config']) ? raw['config'] : {};
  const sections = {} as Record<ClientSettingSection, ClientSetting[]>;
  for (const section of CLIENT_SETTING_SECTIONS) {
    sections[section] = parseSection(config[section], section);
  }
  const clientId = raw['clientId'];
  return {
    clientId: clientId === undefined || clientId === null ? fallbackClientId : String(clientId),
    config: sections,
  };
}

function parseSection(value: unknown, section: string): ClientSetting[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((raw) => {
    const setting: ClientSetting = {
      key: String(raw['key'] ?? ''),
      sectionKey: typeof raw['sectionKey'] === 'string' ? raw['sectionKey'] : section,
      value: (raw['value'] ?? null) as SettingValue,
    };
    if (raw['link'] !== undefined) setting.link = raw['link'] as SettingValue;
    return setting;
  });
}

export function findSetting(
  settings: ClientSettings | null | undefined,
  section: ClientSettingSection,
  key: string,
): ClientSetting | undefined {
  return settings?.config[section].find((s) => s.key === key);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `GET access/administration/igConfig` (the admin password it carries is not kept). */
export interface IgConfig {
  host: string;
  adminUserName: string;
  showIgApprovals: boolean;
  showIgRequestCatalog: boolean;
}

export function parseIgConfig(body: unknown): IgConfig {
  const raw = isObject(body) ? body : {};
  return {
    host: typeof raw['host'] === 'string' ? raw['host'] : '',
    adminUserName: typeof raw['adminUserName'] === 'string' ? raw['adminUserName'] : '',
    showIgApprovals: raw['showIgApprovals'] === true || raw['showIgApprovals'] === 'true',
    showIgRequestCatalog: raw['showIgRequestCatalog'] === true || raw['showIgRequestCatalog'] === 'true',
  };
}
