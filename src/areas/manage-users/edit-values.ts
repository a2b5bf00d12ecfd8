import type { PersonAttribute } from '../../api/people';
import { toDate } from '../../domain/format';
import { formatDate } from '../../domain/date-format';

export type EditValues = Record<string, string>;

/** The current values of the editable attributes as the edit form holds them (one a line when multi-valued). */
export function initialEditValues(attributes: readonly PersonAttribute[]): EditValues {
  return Object.fromEntries(
    attributes.map((a) => [
      a.key,
      a.values.map((v) => (isTime(a) ? toLocalInput(v.value) : v.value)).join(a.multivalued ? '\n' : ', '),
    ]),
  );
}

/** The values typed for one attribute (Time values as epoch milliseconds, as stored). */
export function typedValues(attribute: PersonAttribute, text: string): string[] {
  const parts = attribute.multivalued ? text.split(/\r?\n/) : [text];
  const list = parts.map((p) => p.trim()).filter((p) => p !== '');
  return isTime(attribute) ? list.map(fromLocalInput) : list;
}

export const isTime = (a: PersonAttribute) => a.dataType.toLowerCase() === 'time';

/** DN attributes naming people: edited with the picker's Users tab. */
export const isUserLookup = (a: PersonAttribute) =>
  a.dataType.toLowerCase() === 'dn' && (a.lookupEntity ?? '').toLowerCase() === 'user-lookup';

/** Epoch ms → the `yyyy-MM-ddTHH:mm` of a datetime-local input (local time). */
export function toLocalInput(value: string): string {
  return toDate(value) ? formatDate(value, "yyyy-MM-dd'T'HH:mm") : value;
}

function fromLocalInput(value: string): string {
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? String(time) : value;
}

/** Only the attributes whose values changed, as `{key, values}` (an emptied attribute sends no values). */
export function changedAttributes(
  attributes: readonly PersonAttribute[],
  values: EditValues,
): { key: string; values: string[] }[] {
  return attributes.flatMap((attribute) => {
    const before = attribute.values.map((v) => v.value.trim()).filter((v) => v !== '');
    const after = typedValues(attribute, values[attribute.key] ?? '');
    const same = before.length === after.length && before.every((v, i) => v === after[i]);
    return same ? [] : [{ key: attribute.key, values: after }];
  });
}
