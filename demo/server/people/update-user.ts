import { forbidden } from '../http/fault.js';
import type { UserAttributeDef } from './attributes.js';
import { applyAction, storedChange, type StoredChange } from './changes.js';
import { PROBLEMS, checkValues, cleanValues, invalid, knownAttribute, type AttributeInput } from './input.js';
import type { Viewer } from './person-details.js';
import { readUploadedPhoto, type StoredPhoto } from './photos.js';

export interface UpdateTarget {
  dn: string;
  /** Current values of the target's attributes (for add/remove on multi-valued ones). */
  current(a: UserAttributeDef): string[];
  isUser(dn: string): boolean;
}

export interface PreparedUpdate extends StoredChange {
  /** undefined: unchanged; null: removed. */
  photo?: StoredPhoto | null;
  /** What was saved, as the answer echoes it. */
  saved: { key: string; values: string[]; action: string }[];
}

const ACTIONS = new Set(['update', 'add', 'remove']);

/**
 * Checks a PUT access/user body for `viewer` changing `target`: only editable attributes (cn and the
 * others not editable are refused with 400, naming them), LoginDisabled only by an administrator and not
 * for themselves, values by type, the photo by the image rules.
 */
export function prepareUpdate(
  inputs: readonly AttributeInput[],
  target: UpdateTarget,
  viewer: Viewer,
  self: boolean,
): PreparedUpdate {
  const seen = new Set<UserAttributeDef>();
  const entries: [UserAttributeDef, string[]][] = [];
  const saved: PreparedUpdate['saved'] = [];
  let photo: StoredPhoto | null | undefined;
  for (const input of inputs) {
    const a = knownAttribute(input.key);
    if (a.adminOnly && !viewer.isAdmin) throw forbidden('Only administrators may disable or enable logins.');
    if (a.adminOnly && self) throw invalid('you cannot disable or enable your own login');
    if (!a.editable) throw invalid(PROBLEMS.notEditable(a));
    if (seen.has(a)) throw invalid(PROBLEMS.twice(a));
    seen.add(a);
    const action = (input.action ?? 'update').toLowerCase();
    if (!ACTIONS.has(action)) throw invalid(`action "${input.action ?? ''}" is not add, update or remove`);
    const given = cleanValues(input.values);
    if (a.dataType === 'Binary') {
      photo = action === 'remove' || given.length === 0 ? null : readUploadedPhoto(given[0] ?? '', input.name);
      saved.push({ key: a.key, values: [], action });
      continue;
    }
    const values = applyAction(action as 'update' | 'add' | 'remove', target.current(a), given, a.multivalued);
    if (a.required && values.length === 0) throw invalid(PROBLEMS.required(a));
    checkValues(a, values, target.isUser);
    entries.push([a, values]);
    saved.push({ key: a.key, values, action });
  }
  return { ...storedChange(entries), ...(photo === undefined ? {} : { photo }), saved };
}
