import type { IdmCore } from '../../core';
import { asArray, asObject, asString, type Json } from '../lookups/read';

const SECTIONS = ['primaryAttributes', 'secondaryAttributes', 'otherAttributes'] as const;

const keyOf = (node: unknown): string => asString(asObject(node).key).toLowerCase();

/** The schema's nodes of a section, each with the row's node of the same key laid over it (values [] when none). */
function mergeSection(schema: unknown, row: unknown): Json[] {
  const rowNodes = asArray(row).map(asObject);
  const byKey = new Map(rowNodes.map((node) => [keyOf(node), node] as const));
  const merged = asArray(schema)
    .map(asObject)
    .map((node): Json => ({ ...node, attributeValues: [], ...byKey.get(keyOf(node)), key: node.key }));
  const known = new Set(merged.map(keyOf));
  return [...merged, ...rowNodes.filter((node) => !known.has(keyOf(node)))];
}

/**
 * An image the server names by a path on its own origin (the sandbox's generated avatars,
 * `/IDMProv/avatars/…`), made absolute against `base` (the REST URL), so that it loads from a widget on
 * another origin too. Data URLs, absolute URLs and anything without a base stay as they are.
 */
export function serverImage(image: unknown, base: string | undefined): unknown {
  if (typeof image !== 'string' || !base || !image.startsWith('/') || image.startsWith('//')) return image;
  try {
    return new URL(image, base).href;
  } catch {
    return image;
  }
}

/** What `serverImage` resolves against: the server's REST URL (on the server's origin, wherever the page is). */
export const imageBase = (core: IdmCore): string => core.http.rest('');

/** A row with its image made absolute (`serverImage`). */
function withImage(row: Json, base: string | undefined): Json {
  return typeof row.image === 'string' && base ? { ...row, image: serverImage(row.image, base) } : row;
}

/**
 * The rows of an `access/users/list` answer as whole PersonNodes. The sandbox sends the attributes' labels,
 * types and flags once (`attributeSchema`: `imageAttr` and the three sections) and in each row only
 * `{key, attributeValues}` of the attributes with values (and `isEditable` where it differs); a row attribute
 * is laid over the schema's node of its key. An answer without a schema (every node whole) is left as it is.
 * `base` (the REST URL) makes images named by a path on the server's origin absolute (`serverImage`).
 */
export function usersListNodes(body: Json, base?: string): unknown[] {
  const rows = asArray(body.usersList);
  if (typeof body.attributeSchema !== 'object' || body.attributeSchema === null) {
    return rows.map((raw) => (typeof raw === 'object' && raw !== null ? withImage(asObject(raw), base) : raw));
  }
  const schema = asObject(body.attributeSchema);
  return rows.map((raw) => {
    const row = withImage(asObject(raw), base);
    if (Object.keys(row).length === 0) return raw;
    const sections = Object.fromEntries(SECTIONS.map((name) => [name, mergeSection(schema[name], row[name])]));
    const imageAttr =
      schema.imageAttr === undefined && row.imageAttr === undefined
        ? {}
        : { imageAttr: { ...asObject(schema.imageAttr), attributeValues: [], ...asObject(row.imageAttr) } };
    return { ...row, ...sections, ...imageAttr };
  });
}
