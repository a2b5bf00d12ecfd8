/**
 * The rules of group administration (spec section 5): a group's name becomes its directory name (cn), so it
 * takes the cn validator; descriptions the description validator; how a list's start index is sent.
 */
import { firstError, required, validateCn, validateDescription, type ValidationError } from './validators';

/** The longest group name the console and the sandbox take. */
export const GROUP_NAME_MAX = 64;

/** Required, then no character a directory name (cn) must not contain ('Required', 'has invalid chracter'). */
export const validateGroupName = (name: string): ValidationError | null =>
  firstError(name, [required, (value: string) => validateCn(value)]);

/** Descriptions may be empty and must not contain | or ~. */
export const validateGroupDescription = (description: string): ValidationError | null =>
  validateDescription(description);

/** A container is required. */
export const validateGroupContainer = (container: string): ValidationError | null => required(container);

/** The DN a new group gets: `cn=<name>,<container>` (the name's DN specials escaped). */
export const newGroupDn = (name: string, container: string): string =>
  `cn=${name.trim().replace(/[,+"\\<>;=#]/g, (c) => `\\${c}`)},${container.trim()}`;

/** The member search sends '*' for an empty query (spec section 5: group member search). */
export const memberQuery = (q: string): string => (q.trim() === '' ? '*' : q.trim());

/** The request's nextIndex for a zero-based first row: first row + 1 (spec section 9). */
export const nextIndexOfFirstRow = (firstRow: number): number => firstRow + 1;
