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
