import { verifyPassword } from '../auth/passwords.js';
import { VALIDATION_MESSAGES, validatePassword } from '../../../src/domain/validators.js';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type ChangePasswordForm = Record<PasswordField, string>;
export type FieldErrors = Partial<Record<PasswordField, string>>;

/** The spec's rule, as the console words it. */
export const PASSWORD_RULE = VALIDATION_MESSAGES.password;

/** What is wrong with a change-password form; empty when the change may go ahead. */
export async function changePasswordErrors(form: ChangePasswordForm, storedHash: string | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (form.currentPassword === '') errors.currentPassword = 'Enter your current password.';
  else if (!(await verifyPassword(form.currentPassword, storedHash)))
    errors.currentPassword = 'The current password is not correct.';

  if (form.newPassword === '') errors.newPassword = 'Enter a new password.';
  else if (validatePassword(form.newPassword)) errors.newPassword = `${PASSWORD_RULE}.`;
  else if (form.newPassword === form.currentPassword)
    errors.newPassword = 'The new password must differ from the current one.';

  if (form.confirmPassword === '') errors.confirmPassword = 'Enter the new password again.';
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}
