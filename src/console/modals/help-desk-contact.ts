import { findSetting, settingFlag, settingText, type ClientSettings, type SettingValue } from '../../domain/settings';

export interface HelpDeskContact {
  name: string;
  email: string;
  phoneNumbers: string[];
  /** `showInMenu`: the profile dropdown offers Help Desk. */
  showInMenu: boolean;
}

/** The help desk's details from client settings (section `helpdesk`). */
export function helpDeskContactFrom(settings: ClientSettings | null | undefined, locale: string): HelpDeskContact {
  const setting = (key: string) => findSetting(settings, 'helpdesk', key)?.value;
  return {
    name: settingText(setting('helpdeskName'), locale).trim(),
    email: settingText(setting('emailAddress'), locale).trim(),
    phoneNumbers: phoneNumbers(setting('contactNumber'), locale),
    showInMenu: settingFlag(setting('showInMenu')),
  };
}

/** `[{"$": "+1 555"}, …]`, a plain list, or one text (comma-separated numbers are split). */
function phoneNumbers(value: SettingValue | undefined, locale: string): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => settingText(item ?? undefined, locale).split(','))
    .map((number) => number.trim())
    .filter((number) => number !== '');
}

/** A `tel:` link: digits and a leading plus only. */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

/** A `mailto:` link, or null for text that is not an e-mail address. */
export function mailtoHref(email: string): string | null {
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(email) ? `mailto:${email}` : null;
}
