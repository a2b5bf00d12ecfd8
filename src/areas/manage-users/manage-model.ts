import type { DeleteUsersResult } from '../../api/people';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { HttpError, NetworkError } from '../../core/errors';
import { faultReason } from '../../domain/fault';
import type { StructuredFeedback } from '../../domain/feedback';
import type { MultiSelectButton, TableRow } from '../../domain/table';

export * from './edit-values';

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
