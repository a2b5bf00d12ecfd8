import type { IdmCore } from '../../core';
import { asArray, asBoolean, asObject, asString } from './read';

export interface QuickInfoField {
  key: string;
  label: string;
  value: string;
  dataType: string;
}

export interface QuickInfo {
  entityType: string;
  displayName: string;
  /** Photo URL, null when there is none (the popup shows the default image). */
  image: string | null;
  /** Shown under the name without labels (title, email, …). */
  primary: QuickInfoField[];
  /** Shown with their labels. */
  secondary: QuickInfoField[];
}

export interface QuickInfoQuery {
  /** The user's DN. */
  dn: string;
  /** Client settings id; the core's when left out. */
  clientId?: string;
}

const IMAGE_TYPES = new Set(['binary', 'image', 'photo']);
/** Without the server's `primary` flags, this many fields after the photo count as primary. */
const DEFAULT_PRIMARY_COUNT = 2;

/**
 * `{entityType, entityName, details: [{key, displayLabel, value, dataType, primary?}]}`: the photo is the
 * image-typed detail; `primary` marks the unlabelled ones (absent everywhere: the first two).
 */
export function readQuickInfo(body: unknown): QuickInfo {
  const o = asObject(body);
  const details = asArray(o.details).map(asObject);
  const photo = details.find((d) => IMAGE_TYPES.has(asString(d.dataType).toLowerCase()));
  const fields = details.filter((d) => d !== photo);
  const flagged = fields.some((d) => typeof d.primary === 'boolean');
  const toField = (d: Record<string, unknown>): QuickInfoField => ({
    key: asString(d.key),
    label: asString(d.displayLabel) || asString(d.key),
    value: asString(d.value),
    dataType: asString(d.dataType) || 'String',
  });
  const isPrimary = (d: Record<string, unknown>, index: number): boolean =>
    flagged ? asBoolean(d.primary) : index < DEFAULT_PRIMARY_COUNT;
  return {
    entityType: asString(o.entityType),
    displayName: asString(o.entityName),
    image: photo ? asString(photo.value) || null : null,
    primary: fields
      .filter(isPrimary)
      .filter((d) => asString(d.value) !== '')
      .map(toField),
    secondary: fields
      .filter((d, i) => !isPrimary(d, i))
      .filter((d) => asString(d.value) !== '')
      .map(toField),
  };
}

/** GET `access/entities/quickInfo?entityType=USER&entityId=<dn>&clientId=`: the user quick-info popup. */
export async function fetchUserQuickInfo(
  core: IdmCore,
  params: QuickInfoQuery,
  signal?: AbortSignal,
): Promise<QuickInfo> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/entities/quickInfo'),
    query: { entityType: 'USER', entityId: params.dn, clientId: params.clientId ?? core.options.clientId },
    signal,
  });
  return readQuickInfo(body);
}
