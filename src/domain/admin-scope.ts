/**
 * What the console knows of the caller's administration scope, from `GET catalog/uas` (their domains and
 * admin types). The server decides every right (docs/security.md "Authorization by effect"); the console
 * uses this only to not offer what the server would refuse.
 */
export type AdministeredDomains = ReadonlyMap<string, 'ADMIN' | 'MANAGER'>;

const TYPE_BY_NAME: Readonly<Record<string, 'ADMIN' | 'MANAGER'>> = {
  'domain administrator': 'ADMIN',
  admin: 'ADMIN',
  'delegated administrator': 'MANAGER',
  manager: 'MANAGER',
};

/** Tolerant reading of `{domains: [{key, value}]}`: unknown types and malformed entries are left out. */
export function parseAdministeredDomains(body: unknown): AdministeredDomains {
  const domains = new Map<string, 'ADMIN' | 'MANAGER'>();
  const list = typeof body === 'object' && body !== null ? (body as { domains?: unknown }).domains : undefined;
  if (!Array.isArray(list)) return domains;
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || typeof value !== 'string') continue;
    const type = TYPE_BY_NAME[value.trim().toLowerCase()];
    if (type && domains.get(key) !== 'ADMIN') domains.set(key, type);
  }
  return domains;
}

/**
 * Whether the caller administers all of `domain` (the Security administrators and the domain's own), as opposed
 * to a delegated administrator who acts on the objects and containers of his permissions only.
 */
export function administersWholeDomain(domains: AdministeredDomains, domain: string): boolean {
  return domains.get('SECURITY') === 'ADMIN' || domains.get(domain) === 'ADMIN';
}
