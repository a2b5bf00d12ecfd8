import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { UserRow } from '../db/users.js';
import { sameSecret } from '../http/auth.js';
import { sessionCookieToken } from '../http/cookies.js';
import { field } from '../http/origin.js';
import { changePasswordErrors, type ChangePasswordForm, type PasswordField } from '../sspr/change-password.js';
import {
  SSPR_PATHS,
  renderChangePasswordPage,
  renderNoSessionPage,
  renderPasswordChangedPage,
  type ChangePasswordPageModel,
} from '../sspr/change-password-page.js';
import { passwordFlags } from '../sspr/password-flags.js';

const STYLESHEET = readFileSync(new URL('../sspr/sspr.css', import.meta.url), 'utf8');
/** Double-submit anti-CSRF value of the form (httpOnly, only sent to the SSPR pages). */
const FORM_COOKIE = 'SSPR_FORM';
const FORM_COOKIE_PATH = '/sspr/';

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The console shows this page in a frame: same origin only (the CSP's frame-ancestors 'self' says the same).
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'SAMEORIGIN')
    .send(html);
}

/**
 * The self-service password page the console frames on a 498 (`SSPRRedirectUrl`): GET shows the form,
 * POST changes the password of the user of the console session (cookie MFSSO_IDMDASH) and clears the
 * "must change password" flag, so the console's replayed call goes through.
 */
export async function shellSsprRoutes(app: FastifyInstance): Promise<void> {
  const flags = passwordFlags(app.store.db);

  const sessionUser = (request: FastifyRequest): UserRow | undefined => {
    const token = app.store.tokens.find('access', sessionCookieToken(request));
    const user = token ? app.store.users.findByDn(token.user_dn) : undefined;
    return user && user.login_disabled === 0 ? user : undefined;
  };

  const model = (reply: FastifyReply, user: UserRow): ChangePasswordPageModel => {
    const formToken = randomBytes(24).toString('base64url');
    reply.setCookie(FORM_COOKIE, formToken, { path: FORM_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
    return { fullName: user.full_name, userId: user.cn, required: flags.mustChange(user.dn), formToken };
  };

  app.get(SSPR_PATHS.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET),
  );

  app.get(SSPR_PATHS.changePassword, async (request, reply) => {
    const user = sessionUser(request);
    if (!user) return sendHtml(reply, 401, renderNoSessionPage());
    return sendHtml(reply, 200, renderChangePasswordPage(model(reply, user)));
  });

  app.post(SSPR_PATHS.changePassword, async (request, reply) => {
    const user = sessionUser(request);
    if (!user) return sendHtml(reply, 401, renderNoSessionPage());
    const cookie = request.cookies[FORM_COOKIE];
    const token = field(request.body, 'formToken');
    if (!cookie || !token || !sameSecret(cookie, token)) {
      return sendHtml(
        reply,
        403,
        renderChangePasswordPage({
          ...model(reply, user),
          errors: { currentPassword: 'The form has expired. Enter your passwords again.' },
        }),
      );
    }
    const read = (name: PasswordField): string => (field(request.body, name) ?? '').slice(0, 200);
    const form: ChangePasswordForm = {
      currentPassword: read('currentPassword'),
      newPassword: read('newPassword'),
      confirmPassword: read('confirmPassword'),
    };
    const errors = await changePasswordErrors(form, user.password_hash);
    if (Object.keys(errors).length > 0)
      return sendHtml(reply, 400, renderChangePasswordPage({ ...model(reply, user), errors }));
    flags.changePassword(user.dn, hashPassword(form.newPassword));
    reply.clearCookie(FORM_COOKIE, { path: FORM_COOKIE_PATH });
    return sendHtml(reply, 200, renderPasswordChangedPage(user.full_name));
  });
}
