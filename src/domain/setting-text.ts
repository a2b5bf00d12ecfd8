/** A client setting's value, and how it reads for a locale (texts, links, switches). */
export type SettingValue = string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };

export interface ClientSetting {
  key: string;
  sectionKey: string;
  value: SettingValue;
  link?: SettingValue;
}

/**
 * A setting value as display text for a locale. Texts shown to people come as lists of
 * `{locale, value, link?}` (or maps `{en: …}`); the locale's entry wins, then its language, then
 * English, then the first. Lists of `{$: …}` items (phone numbers) are joined with ', '.
 */
export function settingText(value: SettingValue | undefined, locale = 'en'): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    const localized = pickLocalized(value, locale);
    if (localized) return settingText(localized['value'], locale);
    return value
      .map((v) => settingText(v, locale))
      .filter((t) => t !== '')
      .join(', ');
  }
  for (const key of localeCandidates(locale).concat('$', 'value')) {
    const hit = value[key];
    if (hit !== undefined && hit !== null && typeof hit !== 'object') return String(hit);
  }
  const first = Object.values(value)[0];
  return first === undefined ? '' : settingText(first, locale);
}

/** The link of a localized setting entry (`{locale, value, link}`), else the setting's own link. */
export function settingLink(setting: ClientSetting | undefined, locale = 'en'): string {
  if (!setting) return '';
  const localized = Array.isArray(setting.value) ? pickLocalized(setting.value, locale) : undefined;
  const link = localized?.['link'] ?? setting.link;
  return typeof link === 'string' ? link : settingText(link, locale);
}

type SettingMap = { [key: string]: SettingValue };

function pickLocalized(list: SettingValue[], locale: string): SettingMap | undefined {
  const entries = list.filter(
    (v): v is SettingMap => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v['locale'] === 'string',
  );
  if (entries.length === 0) return undefined;
  for (const candidate of localeCandidates(locale)) {
    const hit = entries.find(
      (e) => String(e['locale']).replace('-', '_').toLowerCase() === candidate.replace('-', '_').toLowerCase(),
    );
    if (hit) return hit;
  }
  return entries[0];
}

function localeCandidates(locale: string): string[] {
  const language = locale.split(/[-_]/)[0] ?? locale;
  return [...new Set([locale, locale.replace('-', '_'), language, 'en'])];
}

export function settingFlag(value: SettingValue | undefined): boolean {
  return value === true || value === 'true';
}
