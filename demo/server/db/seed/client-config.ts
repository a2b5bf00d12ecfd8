import { DEFAULT_MAX_USER_SEARCH } from '../../../../src/domain/user-search.js';
import type { ClientSettingSection } from '../../../../src/domain/settings.js';

/**
 * Client settings as answered by `GET access/config/clients/{id}`: `{clientId, config: {<section>: Setting[]}}`.
 * A setting is `{key, sectionKey, value, link?}`. `value` is a string, number or boolean for scalars;
 * texts shown to people are lists of `{locale, value, link?}` (one entry per locale); help-desk phone numbers
 * are `{"$": number}` items and lookups `{displayLabel, key}` items, as in the console spec.
 */
export type LocalizedText = { locale: string; value: string; link?: string };
export type SettingValue =
  | string
  | number
  | boolean
  | LocalizedText[]
  | { $: string }[]
  | { displayLabel: string; key: string }[]
  | { key: string; value: string }[];

export interface ClientSetting {
  key: string;
  sectionKey: string;
  value: SettingValue;
  link?: string;
}

/** The sections of a client's settings (the console's CLIENT_SETTING_SECTIONS). */
export type ClientSection = ClientSettingSection;
export type ClientConfig = Record<ClientSection, ClientSetting[]>;

const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
      '<rect width="32" height="32" rx="6" fill="#0073e7"/>' +
      '<path d="M9 8h4v16H9zM16 8h4a8 8 0 0 1 0 16h-4z" fill="#fff"/></svg>',
  ).toString('base64');

const setting = (sectionKey: ClientSection, key: string, value: SettingValue, link?: string): ClientSetting =>
  link === undefined ? { key, sectionKey, value } : { key, sectionKey, value, link };

export function defaultClientConfig(): ClientConfig {
  return {
    access: [
      setting('access', 'viewPermissionFilters', [
        { key: 'role', value: 'true' },
        { key: 'resource', value: 'true' },
        { key: 'prd', value: 'true' },
      ]),
    ],
    branding: [
      setting(
        'branding',
        'title',
        [
          { locale: 'en', value: 'Identity Manager' },
          { locale: 'de', value: 'Identity Manager' },
          { locale: 'fr', value: "Gestionnaire d'identités" },
        ],
        '#/default',
      ),
      setting('branding', 'enableFooter', true),
      setting('branding', 'image', LOGO, '#/default'),
      setting('branding', 'footerLink', [
        { locale: 'en', value: 'Privacy', link: 'https://www.example.com/privacy' },
        { locale: 'en', value: 'Terms of use', link: 'https://www.example.com/terms' },
        { locale: 'de', value: 'Datenschutz', link: 'https://www.example.com/privacy' },
        { locale: 'de', value: 'Nutzungsbedingungen', link: 'https://www.example.com/terms' },
        { locale: 'fr', value: 'Confidentialité', link: 'https://www.example.com/privacy' },
        { locale: 'fr', value: "Conditions d'utilisation", link: 'https://www.example.com/terms' },
        { locale: 'ar', value: 'الخصوصية', link: 'https://www.example.com/privacy' },
        { locale: 'ar', value: 'شروط الاستخدام', link: 'https://www.example.com/terms' },
        { locale: 'he', value: 'פרטיות', link: 'https://www.example.com/privacy' },
        { locale: 'he', value: 'תנאי שימוש', link: 'https://www.example.com/terms' },
      ]),
      setting('branding', 'contactInfo', [
        { locale: 'en', value: 'Questions? Contact the IT Help Desk.' },
        { locale: 'de', value: 'Fragen? Wenden Sie sich an den IT-Helpdesk.' },
        { locale: 'fr', value: 'Des questions ? Contactez le support informatique.' },
        { locale: 'ar', value: 'أسئلة؟ تواصل مع مكتب الدعم التقني.' },
        { locale: 'he', value: 'שאלות? פנו למוקד התמיכה של מחלקת המחשוב.' },
      ]),
    ],
    customization: [
      setting('customization', 'messageTime', 10000),
      // true hides the console's Help button (the profile menu keeps Help).
      setting('customization', 'hideHelp', false),
      // The max user search (spec section 9): a user search matching more shows 'Too many users to display'.
      setting('customization', 'maxUserSearch', DEFAULT_MAX_USER_SEARCH),
      setting('customization', 'searchLookup', [
        { displayLabel: 'First Name', key: 'FirstName' },
        { displayLabel: 'Last Name', key: 'LastName' },
        { displayLabel: 'Email', key: 'Email' },
        { displayLabel: 'Telephone Number', key: 'TelephoneNumber' },
      ]),
    ],
    helpdesk: [
      setting('helpdesk', 'showInfooter', true),
      setting('helpdesk', 'showInMenu', true),
      setting('helpdesk', 'helpdeskName', 'IT Help Desk'),
      setting('helpdesk', 'emailAddress', 'helpdesk@example.com'),
      setting('helpdesk', 'contactNumber', [{ $: '+1 555-010-0100' }, { $: '+1 555-010-0199' }]),
    ],
    dashboardAccess: [
      setting('dashboardAccess', 'widgets', [
        { key: 'tasks', value: 'true' },
        { key: 'requests', value: 'true' },
        { key: 'history', value: 'true' },
      ]),
    ],
  };
}
