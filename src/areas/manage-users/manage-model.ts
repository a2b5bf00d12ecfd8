import type { DeleteUsersResult } from '../../api/people';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { HttpError, NetworkError } from '../../core/errors';
import { faultReason } from '../../domain/fault';
import type { StructuredFeedback } from '../../domain/feedback';
import type { MultiSelectButton, TableRow } from '../../domain/table';
import { toDate } from '../../domain/format';
import { formatDate } from '../../domain/date-format';

/** The bulk actions of Manage Users. */
export const ACTIONS = {
  edit: 'edit',
  enable: 'enableLogin',
  disable: 'disableLogin',
  delete: 'delete',
} as const;
export type ManageAction = (typeof ACTIONS)[keyof typeof ACTIONS];

export interface ManageRow extends TableRow {
  person: PersonDetails;
}

export const toManageRow = (person: PersonDetails): ManageRow => ({ rowId: person.dn, person });

/**
 * The buttons over the table: Edit works on one user (`disableMultiAction`) and is offered only when
 * something may be edited; the login and delete actions work on many.
 */
export function manageButtons(labels: Record<ManageAction, string>, canEdit: boolean): MultiSelectButton[] {
  return [
    ...(canEdit ? [{ btnId: ACTIONS.edit, btnName: labels.edit, disableMultiAction: true }] : []),
    { btnId: ACTIONS.enable, btnName: labels.enableLogin },
    { btnId: ACTIONS.disable, btnName: labels.disableLogin },
    { btnId: ACTIONS.delete, btnName: labels.delete },
  ];
}

/** The login attribute an update changes (spec section 4: re-enable by setting it to false). */
export const LOGIN_DISABLED = 'LoginDisabled';

const IMAGE_TYPES = new Set(['binary', 'image', 'photo']);
export const isImage = (a: PersonAttribute) => IMAGE_TYPES.has(a.dataType.toLowerCase());

/**
 * What the edit dialog may change for this person: editable attributes other than cn, the login flag
 * (it has its own buttons) and the photo (its own field). Spec section 5: update skips cn and
 * non-editable attributes.
 */
export function editableAttributes(person: PersonDetails): PersonAttribute[] {
  return [...person.primary, ...person.secondary, ...person.other].filter(
    (a) => a.editable && a.key.toLowerCase() !== 'cn' && a.key !== LOGIN_DISABLED && !isImage(a),
  );
}

/** The photo attribute when it may be changed. */
export function editableImage(person: PersonDetails): PersonAttribute | null {
  return person.imageAttribute?.editable ? person.imageAttribute : null;
}

/** Spec section 5: editing is allowed only when at least one attribute or the image is editable. */
export function canEditPerson(person: PersonDetails): boolean {
  return editableAttributes(person).length > 0 || editableImage(person) !== null;
}

/** Spec section 8: updates show 'Network Error' without a response, else the fault reason or the status text. */
export function updateErrorMessage(error: unknown, network = 'Network Error'): string {
  if (error instanceof NetworkError) return network;
  if (error instanceof HttpError) return faultReason(error.body) ?? (error.statusText || String(error.status));
  if (error instanceof Error && error.message) return error.message;
  return network;
}

/** One user's outcome of a bulk action. */
export interface Outcome {
  name: string;
  ok: boolean;
  reason?: string;
}

/** Outcomes as the banner's structured message (succeeded and failed names with reasons). */
export function outcomesFeedback(outcomes: readonly Outcome[]): StructuredFeedback {
  return {
    success: outcomes.every((o) => o.ok),
    succeeded: outcomes.filter((o) => o.ok).map((o) => ({ name: o.name })),
    failed: outcomes.filter((o) => !o.ok).map((o) => ({ name: o.name, reason: o.reason ?? '' })),
    sods: [],
  };
}

/** The delete answer as the banner's structured message. */
export function deleteFeedback(result: DeleteUsersResult): StructuredFeedback {
  return {
    success: result.success,
    succeeded: result.succeeded.map((o) => ({ name: o.name })),
    failed: result.failed.map((o) => ({ name: o.name, reason: o.reason })),
    sods: [],
  };
}

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
