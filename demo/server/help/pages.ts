import type { HelpTopic } from './topic.js';
import { ADMIN_TOPICS } from './topics-admin.js';
import { CONFIGURATION_TOPICS } from './topics-configuration.js';
import { SELF_SERVICE_TOPICS } from './topics-self-service.js';
import { TRANSLATED_HELP_LOCALES, type HelpLocale } from './translations.js';

/** The contents, in the groups the default page lists them. */
export const HELP_GROUPS = [SELF_SERVICE_TOPICS, ADMIN_TOPICS, CONFIGURATION_TOPICS] as const;

export const HELP_TOPICS: Readonly<Record<string, HelpTopic>> = {
  ...SELF_SERVICE_TOPICS,
  ...ADMIN_TOPICS,
  ...CONFIGURATION_TOPICS,
};

/**
 * Route names that are not page names (the console maps most of them already, spec section 2's
 * exceptions; other clients may not), by lower case.
 */
const ALIASES: Readonly<Record<string, string>> = {
  home: 'default',
  myprofile: 'profile',
  dashboard: 'dashboard_intro',
  emailapproval: 'email-approvals',
  entities: 'manage-entities',
  editlanding: 'landing-edit',
  proxyassignments: 'proxy-assign',
  createuser: 'users',
};

const BY_LOWER_CASE = new Map(Object.keys(HELP_TOPICS).map((page) => [page.toLowerCase(), page]));

/** The help page for a requested name (exact, any case, or an alias); undefined when there is none. */
export function resolveHelpPage(name: string): string | undefined {
  if (Object.hasOwn(HELP_TOPICS, name)) return name;
  const lower = name.toLowerCase();
  return BY_LOWER_CASE.get(lower) ?? (Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : undefined);
}

const HELP_LOCALES: readonly HelpLocale[] = ['en', ...TRANSLATED_HELP_LOCALES];

/** `de`, `de-DE`, `de_DE` → de; `iw` (Java's Hebrew) → he; undefined for a language without help. */
export function resolveHelpLocale(requested: string): HelpLocale | undefined {
  const language = (requested.split(/[-_]/)[0] ?? '').toLowerCase();
  const candidate = language === 'iw' ? 'he' : language;
  return HELP_LOCALES.find((locale) => locale === candidate);
}
