import type { Conflict } from '../../domain/form-changes';

/** The object as the server has it, and its version (the read's ETag) when the server gives one. */
export interface Versioned<T> {
  value: T;
  version?: string;
}

export interface ConflictState<T extends object> extends Versioned<T> {
  changes: Conflict<T>;
  /** The form as it was when the save was refused. */
  edited: T;
  /** The object as the form opened it. */
  base: T;
}
