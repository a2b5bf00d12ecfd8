import { maxUserSearchOf } from './user-search';
import { settingFlag, settingText, type ClientSetting, type SettingValue } from './settings';
import {
  AccessForm,
  BRANDING_LOCALES,
  BrandingForm,
  BrandingLocale,
  CustomizationForm,
  DASHBOARD_WIDGETS,
  DashboardForm,
  HelpdeskForm,
  PERMISSION_FILTERS,
  PerLocale,
} from './client-settings-types';

type Entry = { [key: string]: SettingValue };
const entries = (value: SettingValue | undefined): Entry[] =>
  Array.isArray(value) ? value.filter((v): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v)) : [];
export const str = (value: SettingValue | undefined): string =>
  value === undefined || value === null || typeof value === 'object' ? '' : String(value);
const valueOf = (settings: readonly ClientSetting[], key: string) => settings.find((s) => s.key === key);
const isBrandingLocale = (locale: string): locale is BrandingLocale =>
  (BRANDING_LOCALES as readonly string[]).includes(locale);

function perLocale(value: SettingValue | undefined): PerLocale {
  const result = Object.fromEntries(BRANDING_LOCALES.map((l) => [l, ''])) as PerLocale;
  for (const entry of entries(value)) {
    const locale = str(entry['locale']).split(/[-_]/)[0] ?? '';
    if (isBrandingLocale(locale)) result[locale] = str(entry['value']);
  }
  if (typeof value === 'string') result.en = value;
  return result;
}

const keyValueFlags = <K extends string>(value: SettingValue | undefined, keys: readonly K[]): Record<K, boolean> => {
  const list = entries(value);
  return Object.fromEntries(
    keys.map((key) => {
      const hit = list.find((e) => e['key'] === key);
      return [key, hit === undefined ? true : settingFlag(hit['value'])];
    }),
  ) as Record<K, boolean>;
};

const stringList = (value: SettingValue | undefined): string[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? str(v['$'] ?? v['key']) : str(v)))
    : [];

export function brandingForm(settings: readonly ClientSetting[]): BrandingForm {
  const title = valueOf(settings, 'title');
  const image = valueOf(settings, 'image');
  return {
    title: perLocale(title?.value),
    titleLink: str(title?.link) || str(image?.link),
    image: str(image?.value),
    enableFooter: settingFlag(valueOf(settings, 'enableFooter')?.value),
    footerLinks: entries(valueOf(settings, 'footerLink')?.value).flatMap((e) => {
      const locale = str(e['locale']);
      return isBrandingLocale(locale) ? [{ locale, label: str(e['value']), link: str(e['link']) }] : [];
    }),
    contactInfo: perLocale(valueOf(settings, 'contactInfo')?.value),
  };
}

export function helpdeskForm(settings: readonly ClientSetting[]): HelpdeskForm {
  return {
    showInFooter: settingFlag(valueOf(settings, 'showInfooter')?.value),
    showInMenu: settingFlag(valueOf(settings, 'showInMenu')?.value),
    name: settingText(valueOf(settings, 'helpdeskName')?.value),
    email: settingText(valueOf(settings, 'emailAddress')?.value),
    numbers: stringList(valueOf(settings, 'contactNumber')?.value),
  };
}

export function customizationForm(settings: readonly ClientSetting[]): CustomizationForm {
  // A list or map (which a posted body may carry) is no duration: `str` gives '' and Number('') is 0.
  const ms = Number(str(valueOf(settings, 'messageTime')?.value));
  return {
    messageTimeSeconds: Number.isFinite(ms) && ms > 0 ? String(Math.round(ms / 1000)) : '10',
    hideHelp: settingFlag(valueOf(settings, 'hideHelp')?.value),
    searchLookup: entries(valueOf(settings, 'searchLookup')?.value).map((e) => ({
      displayLabel: str(e['displayLabel']),
      key: str(e['key']),
    })),
    maxUserSearch: String(maxUserSearchOf(valueOf(settings, 'maxUserSearch')?.value)),
  };
}

export function accessForm(settings: readonly ClientSetting[]): AccessForm {
  return {
    filters: keyValueFlags(valueOf(settings, 'viewPermissionFilters')?.value, PERMISSION_FILTERS),
    groups: stringList(valueOf(settings, 'groups')?.value),
    teamRoles: stringList(valueOf(settings, 'teamRoles')?.value),
  };
}

export function dashboardForm(settings: readonly ClientSetting[]): DashboardForm {
  return { widgets: keyValueFlags(valueOf(settings, 'widgets')?.value, DASHBOARD_WIDGETS) };
}
