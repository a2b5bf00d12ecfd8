import { firstError, required, validateDescription, validateName, type ValidationError } from './validators';

/*
 * The role and SoD forms' field rules: apart from role-admin.ts, which the role and resource lists load, so
 * that they do not load the validators.
 */

/** Role and SoD names: required, then the name validator of section 5 ('Required', 'has invalid chracter'). */
export const validateRoleName = (name: string): ValidationError | null =>
  firstError(name, [required, (value: string) => validateName(value)]);

/** Descriptions may be empty and must not contain | or ~. */
export const validateRoleDescription = (description: string): ValidationError | null =>
  validateDescription(description);
