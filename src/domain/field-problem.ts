/** A rule's refusal of one field of a form, as the sandbox and the console both check it. */
export interface FieldProblem<F extends string = string> {
  field: F;
  message: string;
  /** range: outside its bounds or not a number; order: against another field. */
  code?: 'range' | 'order';
}
