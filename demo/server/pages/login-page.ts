import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.js';
import { OSP } from '../auth/oauth.js';
import { escapeHtml, htmlPage } from '../http/html.js';

/** The authorize query carried through the sign-in form as hidden fields. */
export const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;
export type AuthorizeQuery = Partial<Record<(typeof AUTHORIZE_FIELDS)[number], string>>;

export interface LoginPageModel {
  authorize: AuthorizeQuery;
  username?: string;
  error?: string;
}

/** The OSP-style sign-in page: a plain form, no script, styles from login.css only. */
export function renderLoginPage(model: LoginPageModel): string {
  const hidden = AUTHORIZE_FIELDS.flatMap((name) => {
    const value = model.authorize[name];
    return value === undefined ? [] : [`      <input type="hidden" name="${name}" value="${escapeHtml(value)}">`];
  }).join('\n');
  const error = model.error ? `\n    <p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `        <tr><td><code>${escapeHtml(a.cn)}</code></td><td>${escapeHtml(`${a.givenName} ${a.surname}`)}</td>` +
      `<td>${escapeHtml(a.kind)}</td><td><code>${escapeHtml(DEMO_PASSWORD)}</code></td></tr>`,
  ).join('\n');
  const body = `<main class="login">
  <section class="card" aria-labelledby="title">
    <h1 id="title">Identity Manager</h1>
    <p class="subtitle">Sign in to continue</p>${error}
    <form method="post" action="${OSP.login}">
${hidden}
      <label for="username">User name</label>
      <input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(model.username ?? '')}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
  </section>
  <section class="card accounts" aria-labelledby="demo">
    <h2 id="demo">Demo accounts (sandbox)</h2>
    <table>
      <thead><tr><th scope="col">User name</th><th scope="col">Name</th><th scope="col">What it shows</th><th scope="col">Password</th></tr></thead>
      <tbody>
${rows}
      </tbody>
    </table>
  </section>
</main>`;
  return htmlPage('Sign in - Identity Manager', body, OSP.loginCss);
}
