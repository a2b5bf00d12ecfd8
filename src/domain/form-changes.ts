/**
 * What an editor changed, and what to do when someone else saved the same object meanwhile (412):
 * the fields are compared as values (deeply), so a list put back as it was is no change.
 */

export type FieldName<T> = Extract<keyof T, string>;

/** Deep equality of JSON-like values (strings, numbers, booleans, null, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/** The fields whose value differs between two states of one form, in the form's field order. */
export function changedFields<T extends object>(from: T, to: T): FieldName<T>[] {
  const keys = new Set([...Object.keys(from), ...Object.keys(to)]) as Set<FieldName<T>>;
  return [...keys].filter((key) => !sameValue(from[key], to[key]));
}

export interface Conflict<T extends object> {
  /** Fields the other person changed since the form was opened. */
  theirs: FieldName<T>[];
  /** Fields this person changed in the form. */
  mine: FieldName<T>[];
  /** Fields both changed, to different values: applying mine on top replaces theirs there. */
  both: FieldName<T>[];
}

/**
 * `base`: the object as the form opened it; `current`: as the server has it now; `edited`: the form.
 */
export function conflictOf<T extends object>(base: T, current: T, edited: T): Conflict<T> {
  const theirs = changedFields(base, current);
  const mine = changedFields(base, edited);
  const both = mine.filter((field) => theirs.includes(field) && !sameValue(current[field], edited[field]));
  return { theirs, mine, both };
}

/** The current object with this person's changes applied on top: what "Apply my changes" puts in the form. */
export function applyMine<T extends object>(base: T, current: T, edited: T): T {
  const merged = { ...current };
  for (const field of changedFields(base, edited)) merged[field] = edited[field];
  return merged;
}
