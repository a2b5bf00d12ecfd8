/** What `LoadContextConfigServlet` tells the console, in camelCase. */
export interface AppContext {
  /** Application context of the REST API, e.g. `IDMProv`. */
  context: string;
  authorize: string;
  logout: string;
  rraClientId: string;
  rraRedirectUrl: string;
  provisionRoot: string;
  ssprRedirectUrl: string;
  /** Seconds. */
  sessionTimeOut: number;
  extendSession: string;
  applicationDomain: string;
  searchWithRequesterCN: boolean;
}

export const DEFAULT_PROVISIONING_CONTEXT = 'IDMProv';

export class ContextConfigError extends Error {
  override name = 'ContextConfigError';
}

const REQUIRED_TEXT_KEYS = {
  authorize: 'Authorize',
  logout: 'Logout',
  rraClientId: 'RRAClientID',
  rraRedirectUrl: 'RRARedirectUrl',
} as const;

const OPTIONAL_TEXT_KEYS = {
  provisionRoot: 'ProvisionRoot',
  ssprRedirectUrl: 'SSPRRedirectUrl',
  extendSession: 'extendSession',
  applicationDomain: 'applicationDomain',
} as const;

/** Maps the servlet's JSON to `AppContext`; throws `ContextConfigError` naming what is wrong. */
export function parseContextConfig(json: unknown): AppContext {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ContextConfigError('Context configuration must be a JSON object');
  }
  const raw = json as Record<string, unknown>;

  const required = {} as Record<keyof typeof REQUIRED_TEXT_KEYS, string>;
  for (const [field, key] of Object.entries(REQUIRED_TEXT_KEYS) as [keyof typeof REQUIRED_TEXT_KEYS, string][]) {
    const value = raw[key];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new ContextConfigError(`Context configuration is missing "${key}"`);
    }
    required[field] = value;
  }

  const optional = {} as Record<keyof typeof OPTIONAL_TEXT_KEYS, string>;
  for (const [field, key] of Object.entries(OPTIONAL_TEXT_KEYS) as [keyof typeof OPTIONAL_TEXT_KEYS, string][]) {
    const value = raw[key];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new ContextConfigError(`Context configuration "${key}" must be text`);
    }
    optional[field] = value ?? '';
  }

  const context = raw['context'];
  if (context !== undefined && context !== null && (typeof context !== 'string' || !/^[\w.-]*$/.test(context))) {
    throw new ContextConfigError('Context configuration "context" must be a plain path segment');
  }

  return {
    context: typeof context === 'string' && context !== '' ? context : DEFAULT_PROVISIONING_CONTEXT,
    ...required,
    ...optional,
    sessionTimeOut: parseSeconds(raw['sessionTimeOut']),
    searchWithRequesterCN: parseBoolean(raw['searchWithRequesterCN']),
  };
}

function parseSeconds(value: unknown): number {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) {
    throw new ContextConfigError('Context configuration "sessionTimeOut" must be a positive number of seconds');
  }
  return seconds;
}

function parseBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}
