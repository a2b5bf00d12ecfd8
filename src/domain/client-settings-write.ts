import { type ClientSetting, type ClientSettingSection, type SettingValue } from './settings';
import {
  AccessForm,
  BRANDING_LOCALES,
  BrandingForm,
  CustomizationForm,
  DashboardForm,
  HelpdeskForm,
  PerLocale,
} from './client-settings-types';

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
