import { escapeHtml, htmlPage } from '../http/html.js';
import { PASSWORD_RULE, type FieldErrors, type PasswordField } from './change-password.js';

export const SSPR_PATHS = {
  changePassword: '/sspr/private/changepassword',
  stylesheet: '/sspr/private/sspr.css',
} as const;

export interface ChangePasswordPageModel {
  fullName: string;
  userId: string;
  /** The user's password must be changed before the console goes on (498). */
  required: boolean;
  /** Value of the hidden anti-CSRF field (matches the SSPR_FORM cookie). */
  formToken: string;
  errors?: FieldErrors;
}

const TITLE = 'Change Password';

function field(name: PasswordField, label: string, autocomplete: string, errors: FieldErrors, hint?: string): string {
  const error = errors[name];
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `      <div class="field">
        <label for="${name}">${escapeHtml(label)}</label>
        <input id="${name}" name="${name}" type="password" autocomplete="${autocomplete}" required maxlength="100"${
          describedBy ? ` aria-describedby="${describedBy}"` : ''
        }${error ? ' aria-invalid="true"' : ''}>${
          hint ? `\n        <p id="${name}-hint" class="hint">${escapeHtml(hint)}</p>` : ''
        }${error ? `\n        <p id="${name}-error" class="field-error">${escapeHtml(error)}</p>` : ''}
      </div>`;
}

/** The form: current password, new password (with the rule), confirmation. No script, styles from sspr.css. */
export function renderChangePasswordPage(model: ChangePasswordPageModel): string {
  const errors = model.errors ?? {};
  const count = Object.keys(errors).length;
  const summary =
    count > 0
      ? `\n    <p class="alert" role="alert">${count === 1 ? 'Correct the field marked below.' : `Correct the ${count} fields marked below.`}</p>`
      : '';
  const intro = model.required
    ? 'Your password has expired. Choose a new one to continue.'
    : 'Choose a new password for signing in.';
  const body = `<main class="sspr" aria-labelledby="title">
  <h1 id="title">${TITLE}</h1>
  <p class="intro">${escapeHtml(intro)}</p>
  <p class="who">Signed in as <strong>${escapeHtml(model.fullName)}</strong> (${escapeHtml(model.userId)})</p>${summary}
  <form method="post" action="${SSPR_PATHS.changePassword}" novalidate>
    <input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${field('currentPassword', 'Current password', 'current-password', errors)}
${field('newPassword', 'New password', 'new-password', errors, `${PASSWORD_RULE}.`)}
${field('confirmPassword', 'Confirm new password', 'new-password', errors)}
    <button type="submit">${TITLE}</button>
  </form>
</main>`;
  return htmlPage(`${TITLE} - Identity Manager`, body, SSPR_PATHS.stylesheet);
}

/** After a successful change: the console's Done button closes the frame and replays its call. */
export function renderPasswordChangedPage(fullName: string): string {
  return htmlPage(
    `Password changed - Identity Manager`,
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title">Password changed</h1>
  <p class="success" role="status">${escapeHtml(fullName)}, your password has been changed. Select Done to continue.</p>
</main>`,
    SSPR_PATHS.stylesheet,
  );
}

/** Without a live console session there is nobody to change the password for. */
export function renderNoSessionPage(): string {
  return htmlPage(
    `${TITLE} - Identity Manager`,
    `<main class="sspr" aria-labelledby="title">
  <h1 id="title">${TITLE}</h1>
  <p class="alert" role="alert">Your session has ended. Close this page and sign in again.</p>
</main>`,
    SSPR_PATHS.stylesheet,
  );
}
