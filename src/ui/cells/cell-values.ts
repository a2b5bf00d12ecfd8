import { commonName, type DateInput } from '../../domain/format';
import { formatDate } from '../../domain/date-format';
import { safeHref } from '../../domain/safe-url';

export type CellKind = 'text' | 'image' | 'timestamp' | 'list';

/** An entry of a list cell: a user, group, container, role, … as the server sends it. */
export interface CellItem {
  type?: string;
  name?: string;
  displayName?: string;
  fullName?: string;
  dn?: string;
  id?: string;
}

/** Lists show as lists; everything else as text unless the column says otherwise. */
export function cellKindOf(value: unknown, declared?: CellKind): CellKind {
  if (declared) return declared;
  return Array.isArray(value) ? 'list' : 'text';
}

export function cellItems(value: unknown): CellItem[] {
  const list: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.flatMap((entry): CellItem[] => {
    if (typeof entry === 'string' || typeof entry === 'number') return [{ name: String(entry) }];
    if (typeof entry === 'object' && entry !== null) return [entry as CellItem];
    return [];
  });
}

/** The text a person reads for an item; DNs by their common name. */
export function itemLabel(item: CellItem): string {
  return commonName(item.displayName ?? item.fullName ?? item.name ?? item.dn ?? item.id ?? '');
}

/** A cell as plain text: for CSV export and for naming a row's checkbox. */
export function cellText(value: unknown, kind?: CellKind): string {
  const resolved = cellKindOf(value, kind);
  if (resolved === 'image') return '';
  if (resolved === 'timestamp') return formatDate(value as DateInput | null | undefined);
  if (resolved === 'list') return cellItems(value).map(itemLabel).join('; ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return itemLabel(value as CellItem);
  return String(value);
}

/**
 * An image source that cannot run script: http(s), in-app paths and `data:image/…` (user photos
 * come inline); long bare base64 is taken as a JPEG.
 */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const src = value.trim();
  // SVG is allowed too: an image loaded through <img> never runs its scripts.
  if (/^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml);base64,[a-z0-9+/=\s]+$/i.test(src)) return src;
  if (/^[a-z0-9+/=\s]{100,}$/i.test(src)) return `data:image/jpeg;base64,${src}`;
  const href = safeHref(src);
  return href && !/^(mailto|tel):/i.test(href) ? href : null;
}
