import { safeHref } from '../../domain/safe-url';
import { findSetting, settingFlag, settingText, type ClientSettings, type SettingValue } from '../../domain/settings';

export interface FooterLink {
  text: string;
  href: string;
}

export interface FooterContent {
  /** Branding `enableFooter`. */
  enabled: boolean;
  links: FooterLink[];
  /** Branding `contactInfo` in the user's locale. */
  contactInfo: string;
  /** Help desk `showInfooter`: the footer names the help desk. */
  showHelpDesk: boolean;
}

/** The footer's texts and links from client settings; links are those of the user's locale. */
export function footerContentFrom(settings: ClientSettings | null | undefined, locale: string): FooterContent {
  const footerLinks = findSetting(settings, 'branding', 'footerLink');
  return {
    enabled: settingFlag(findSetting(settings, 'branding', 'enableFooter')?.value),
    links: localizedLinks(footerLinks?.value, locale),
    contactInfo: settingText(findSetting(settings, 'branding', 'contactInfo')?.value, locale).trim(),
    showHelpDesk: settingFlag(findSetting(settings, 'helpdesk', 'showInfooter')?.value),
  };
}

type Entry = { [key: string]: SettingValue };

/**
 * Every `{locale, value, link}` entry of the best locale present: the locale itself, then its
 * language, then English, then whatever locale comes first. Entries without a safe link are dropped.
 */
export function localizedLinks(value: SettingValue | undefined, locale: string): FooterLink[] {
  if (!Array.isArray(value)) return [];
  const entries = value.filter((v): v is Entry => typeof v === 'object' && v !== null && !Array.isArray(v));
  const localeOf = (entry: Entry) =>
    String(entry['locale'] ?? '')
      .replace('-', '_')
      .toLowerCase();
  const wanted = [locale, locale.split(/[-_]/)[0] ?? locale, 'en'].map((l) => l.replace('-', '_').toLowerCase());
  const chosen =
    wanted.find((candidate) => entries.some((entry) => localeOf(entry) === candidate)) ?? localeOf(entries[0] ?? {});
  return entries
    .filter((entry) => localeOf(entry) === chosen)
    .map((entry) => ({
      text: settingText(entry['value'], locale).trim(),
      href: safeHref(settingText(entry['link'], locale)),
    }))
    .filter((link): link is FooterLink => link.text !== '' && link.href !== null);
}
