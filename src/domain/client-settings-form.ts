import { MESSAGE_TIME_SECONDS, LONG_TEXT_MAX, Rules, type FieldError } from './settings-rules';
import { MAX_USER_SEARCH_LIMITS } from './user-search';
import { type ClientSetting, type ClientSettingSection } from './settings';
import {
  AccessForm,
  BRANDING_LOCALES,
  BrandingForm,
  CustomizationForm,
  HelpdeskForm,
  TEAM_ROLES,
} from './client-settings-types';
import { accessForm, brandingForm, customizationForm, dashboardForm, helpdeskForm, str } from './client-settings-read';
import {
  accessSettings,
  brandingSettings,
  customizationSettings,
  dashboardSettings,
  helpdeskSettings,
} from './client-settings-write';

export * from './client-settings-types';
export { brandingForm, helpdeskForm, customizationForm, accessForm, dashboardForm } from './client-settings-read';
export {
  brandingSettings,
  helpdeskSettings,
  customizationSettings,
  accessSettings,
  dashboardSettings,
} from './client-settings-write';

/**
 * The client-settings sections as forms (spec section 3, "Client settings") and back to the settings the
 * server stores (`{key, sectionKey, value, link?}`), with each section's rules.
 */

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
