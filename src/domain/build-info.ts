export interface BuildInfo {
  version: string;
  /** Epoch milliseconds, or the server's text when it is not a date. */
  date: number | string;
  revision: { number: string; date?: number | string };
}

export function parseBuildInfo(body: unknown): BuildInfo {
  const raw = isObject(body) ? body : {};
  const revision = isObject(raw['revision']) ? raw['revision'] : {};
  const info: BuildInfo = {
    version: String(raw['version'] ?? ''),
    date: toDate(raw['date']),
    revision: { number: String(revision['number'] ?? '') },
  };
  if (revision['date'] !== undefined) info.revision.date = toDate(revision['date']);
  return info;
}

function toDate(value: unknown): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value === undefined || value === null ? '' : String(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
