import type { ValidationError } from '../../domain/validators';

/**
 * A text field's problem as shown beside it: a refused save's reason as the server gave it, else the rule's
 * problem in the area's words (required, or a character the rule does not allow).
 */
export function fieldMessage(problem: unknown, texts: { required: string; invalid: string }): string | null {
  if (problem === null || problem === undefined) return null;
  if (typeof problem === 'string') return problem;
  return (problem as ValidationError).code === 'required' ? texts.required : texts.invalid;
}

/**
 * The field a refused save's reason is about: the first of `fields` the reason names as a word
 * ("The name has invalid characters" → name), for `useEditorForm`'s `faultField`.
 */
export const fieldNamedIn =
  <F extends string>(...fields: F[]) =>
  (reason: string): F | null =>
    fields.find((field) => new RegExp(`\\b${field}\\b`, 'i').test(reason)) ?? null;

/**
 * A save refused before it was sent, for a reason about one field (a name in use): the editor's `save`
 * throws it and the form shows the reason beside that field until it changes.
 */
export class FieldRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRefusal';
  }
}
