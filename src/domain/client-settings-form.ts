import { MESSAGE_TIME_SECONDS, LONG_TEXT_MAX, Rules, type FieldError } from './settings-rules';
import { MAX_USER_SEARCH_LIMITS, maxUserSearchOf } from './user-search';
import { settingFlag, settingText, type ClientSetting, type ClientSettingSection, type SettingValue } from './settings';

/**
 * The client-settings sections as forms (spec section 3, "Client settings") and back to the settings the
 * server stores (`{key, sectionKey, value, link?}`), with each section's rules.
 */

/** The locales a branding text is given in (the console's languages). */
export const BRANDING_LOCALES = ['en', 'de', 'fr', 'ar', 'he'] as const;
export type BrandingLocale = (typeof BRANDING_LOCALES)[number];
export type PerLocale = Record<BrandingLocale, string>;

export interface FooterLinkRow {
  locale: BrandingLocale;
  label: string;
  link: string;
}

export interface BrandingForm {
  title: PerLocale;
  titleLink: string;
  image: string;
  enableFooter: boolean;
  footerLinks: FooterLinkRow[];
  contactInfo: PerLocale;
}

export interface HelpdeskForm {
  showInFooter: boolean;
  showInMenu: boolean;
  name: string;
  email: string;
  numbers: string[];
}

export interface LookupRow {
  displayLabel: string;
  key: string;
}

export interface CustomizationForm {
  /** Banner duration (`messageTime`, stored in milliseconds), typed in seconds. */
  messageTimeSeconds: string;
  hideHelp: boolean;
  searchLookup: LookupRow[];
  /** The max user search: a user search matching more is 'Too many users to display'. */
  maxUserSearch: string;
}

export const PERMISSION_FILTERS = ['role', 'resource', 'prd'] as const;
export const TEAM_ROLES = ['teamManager', 'teamMember', 'teamRecipient'] as const;
export const DASHBOARD_WIDGETS = ['tasks', 'requests', 'history'] as const;

export interface AccessForm {
  /** viewPermissionFilters: what the request catalog offers. */
  filters: Record<(typeof PERMISSION_FILTERS)[number], boolean>;
  /** Groups whose members may use the console (none: everyone). */
  groups: string[];
  /** Team roles whose holders may use the console. */
  teamRoles: string[];
}

export interface DashboardForm {
  widgets: Record<(typeof DASHBOARD_WIDGETS)[number], boolean>;
}

export interface SectionForms {
  branding: BrandingForm;
  helpdesk: HelpdeskForm;
  customization: CustomizationForm;
  access: AccessForm;
  dashboardAccess: DashboardForm;
}

type Entry = { [key: string]: SettingValue };
const entries = (value: SettingValue | undefined): Entry[] =>
  Array.isArray(value) ? value.filter((v): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v)) : [];
const str = (value: SettingValue | undefined): string =>
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

const setting = (sectionKey: ClientSettingSection, key: string, value: SettingValue, link?: string): ClientSetting =>
  link === undefined ? { key, sectionKey, value } : { key, sectionKey, value, link };
const localized = (texts: PerLocale): SettingValue =>
  BRANDING_LOCALES.filter((l) => texts[l].trim() !== '').map((locale) => ({ locale, value: texts[locale].trim() }));
const flags = (values: Record<string, boolean>): SettingValue =>
  Object.entries(values).map(([key, on]) => ({ key, value: on ? 'true' : 'false' }));

export function brandingSettings(form: BrandingForm): ClientSetting[] {
  const link = form.titleLink.trim();
  return [
    setting('branding', 'title', localized(form.title), link),
    setting('branding', 'enableFooter', form.enableFooter),
    setting('branding', 'image', form.image.trim(), link),
    setting(
      'branding',
      'footerLink',
      form.footerLinks.map((row) => ({ locale: row.locale, value: row.label.trim(), link: row.link.trim() })),
    ),
    setting('branding', 'contactInfo', localized(form.contactInfo)),
  ];
}

export function helpdeskSettings(form: HelpdeskForm): ClientSetting[] {
  return [
    setting('helpdesk', 'showInfooter', form.showInFooter),
    setting('helpdesk', 'showInMenu', form.showInMenu),
    setting('helpdesk', 'helpdeskName', form.name.trim()),
    setting('helpdesk', 'emailAddress', form.email.trim()),
    setting(
      'helpdesk',
      'contactNumber',
      form.numbers.map((n) => ({ $: n.trim() })),
    ),
  ];
}

export function customizationSettings(form: CustomizationForm): ClientSetting[] {
  return [
    setting('customization', 'messageTime', Number(form.messageTimeSeconds.trim()) * 1000),
    setting('customization', 'hideHelp', form.hideHelp),
    setting(
      'customization',
      'searchLookup',
      form.searchLookup.map((row) => ({ displayLabel: row.displayLabel.trim(), key: row.key.trim() })),
    ),
    setting('customization', 'maxUserSearch', Number(form.maxUserSearch.trim())),
  ];
}

export function accessSettings(form: AccessForm): ClientSetting[] {
  return [
    setting('access', 'viewPermissionFilters', flags(form.filters)),
    setting('access', 'groups', form.groups),
    setting('access', 'teamRoles', form.teamRoles),
  ];
}

export function dashboardSettings(form: DashboardForm): ClientSetting[] {
  return [setting('dashboardAccess', 'widgets', flags(form.widgets))];
}

export function validateBranding(form: BrandingForm): FieldError[] {
  const rules = new Rules();
  rules.text('title.en', form.title.en, { required: true });
  for (const locale of BRANDING_LOCALES) {
    if (locale !== 'en') rules.text(`title.${locale}`, form.title[locale]);
    rules.text(`contactInfo.${locale}`, form.contactInfo[locale], { max: LONG_TEXT_MAX });
  }
  rules.link('titleLink', form.titleLink);
  rules.image('image', form.image);
  form.footerLinks.forEach((row, index) => {
    rules.text(`footerLinks.${index}.label`, row.label, { required: true });
    if (rules.required(`footerLinks.${index}.link`, row.link)) rules.link(`footerLinks.${index}.link`, row.link);
  });
  return rules.errors;
}

export function validateHelpdesk(form: HelpdeskForm): FieldError[] {
  const rules = new Rules();
  rules.text('name', form.name, { required: form.showInFooter || form.showInMenu });
  if (rules.maxLength('email', form.email, TEXT_MAX_EMAIL)) rules.email('email', form.email);
  form.numbers.forEach((number, index) => rules.phone(`numbers.${index}`, number));
  rules.unique('numbers', form.numbers);
  return rules.errors;
}
const TEXT_MAX_EMAIL = 254;

export function validateCustomization(form: CustomizationForm): FieldError[] {
  const rules = new Rules();
  rules.wholeNumber('messageTimeSeconds', form.messageTimeSeconds, MESSAGE_TIME_SECONDS.min, MESSAGE_TIME_SECONDS.max);
  if (form.searchLookup.length === 0) rules.required('searchLookup', '');
  rules.wholeNumber('maxUserSearch', form.maxUserSearch, MAX_USER_SEARCH_LIMITS.min, MAX_USER_SEARCH_LIMITS.max);
  form.searchLookup.forEach((row, index) => {
    rules.text(`searchLookup.${index}.displayLabel`, row.displayLabel, { required: true });
    rules.identifier(`searchLookup.${index}.key`, row.key);
  });
  rules.unique(
    'searchLookupKeys',
    form.searchLookup.map((r) => r.key),
  );
  return rules.errors;
}

export function validateAccess(form: AccessForm): FieldError[] {
  const rules = new Rules();
  form.groups.forEach((dn, index) => rules.text(`groups.${index}`, dn, { required: true, max: 1024 }));
  form.teamRoles.forEach((role, index) => rules.oneOf(`teamRoles.${index}`, role, TEAM_ROLES));
  return rules.errors;
}

export function validateDashboard(): FieldError[] {
  return [];
}

/**
 * The server's reading of a posted section: the settings normalised through the section's form (unknown keys
 * dropped) and the rules they break.
 */
export function checkSection(
  section: ClientSettingSection,
  posted: readonly ClientSetting[],
): { settings: ClientSetting[]; errors: FieldError[] } {
  switch (section) {
    case 'branding': {
      const form = brandingForm(posted);
      return { settings: brandingSettings(form), errors: validateBranding(form) };
    }
    case 'helpdesk': {
      const form = helpdeskForm(posted);
      return { settings: helpdeskSettings(form), errors: validateHelpdesk(form) };
    }
    case 'customization': {
      const form = customizationFromPosted(posted);
      return { settings: customizationSettings(form), errors: validateCustomization(form) };
    }
    case 'access': {
      const form = accessForm(posted);
      return { settings: accessSettings(form), errors: validateAccess(form) };
    }
    case 'dashboardAccess':
      return { settings: dashboardSettings(dashboardForm(posted)), errors: [] };
  }
}

/** The server reads `messageTime` exactly (milliseconds, a whole number of seconds), not rounded as the form shows it. */
function customizationFromPosted(posted: readonly ClientSetting[]): CustomizationForm {
  const form = customizationForm(posted);
  const raw = posted.find((s) => s.key === 'messageTime')?.value;
  const ms = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  // A posted max user search is checked as sent (a client that sends none keeps the default).
  const max = posted.find((s) => s.key === 'maxUserSearch')?.value;
  return {
    ...form,
    messageTimeSeconds: Number.isInteger(ms / 1000) ? String(ms / 1000) : str(raw),
    maxUserSearch: max === undefined ? form.maxUserSearch : str(max),
  };
}
