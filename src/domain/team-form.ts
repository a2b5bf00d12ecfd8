import { firstError, required, validateDescription, validateName, type ValidationError } from './validators';

/*
 * The team form's checks (spec section 5), apart from the team rules (src/domain/team-admin.ts) so the team list
 * does not load the validators.
 */

/** Team names follow the name validator of section 5 ('Required', 'has invalid chracter'). */
export const validateTeamName = (name: string): ValidationError | null =>
  firstError(name, [required, (value: string) => validateName(value)]);

export const validateTeamDescription = (description: string): ValidationError | null =>
  validateDescription(description);

/** What keeps a team from being saved: a name, a description, at least one manager. */
export function teamFormProblems(value: { name: string; description: string; managers: readonly unknown[] }) {
  return {
    name: validateTeamName(value.name),
    description: validateTeamDescription(value.description),
    managers: value.managers.length > 0 ? null : ('managers' as const),
  };
}
