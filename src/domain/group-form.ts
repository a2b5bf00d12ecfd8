import { firstError, required, validateCn, validateDescription, type ValidationError } from './validators';

/*
 * The group form's checks (spec section 5), apart from the group rules (src/domain/group-admin.ts) so the group
 * list does not load the validators.
 */

/** Required, then no character a directory name (cn) must not contain ('Required', 'has invalid chracter'). */
export const validateGroupName = (name: string): ValidationError | null =>
  firstError(name, [required, (value: string) => validateCn(value)]);

/** Descriptions may be empty and must not contain | or ~. */
export const validateGroupDescription = (description: string): ValidationError | null =>
  validateDescription(description);

/** A container is required. */
export const validateGroupContainer = (container: string): ValidationError | null => required(container);
