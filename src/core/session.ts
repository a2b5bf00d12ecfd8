import type { AppContext } from '../domain/context';
import { deleteAllMfssoCookies } from './cookies';
import type { BrowserEnv, TimerId } from './env';
import type { FeedbackController } from './feedback';
import type { PublicClientSignIn } from './public-client';
import { readSessionToken } from './session-cookie';
import type { CoreStores } from './stores';
import type { SessionController } from './types';

export const STORAGE_KEYS = {
  /** localStorage: epoch ms of the last token refresh (or start), shared by every tab. */
  lastAccess: 'idm.lastAccess',
  /** sessionStorage: the page to come back to after signing in. */
  returnTo: 'idm.returnTo',
} as const;

/** The OAuth `state` marking a re-authentication — spelled as real servers expect it. */
export const REAUTH_STATE = 'reauthenitcate';

const WARNING_LEAD_SECONDS = 120;
/** Floor for very short server timeouts, so the timer never spins. */
const MIN_IDLE_LIMIT_MS = 1_000;
export const EXTENDED_FEEDBACK_MS = 10_000;
const EXTEND_POLL_MS = 500;

/** Spec section 9: idle limit = session timeout seconds minus 120, in milliseconds. */
export function idleLimitMs(sessionTimeOutSeconds: number): number {
  return Math.max((sessionTimeOutSeconds - WARNING_LEAD_SECONDS) * 1000, MIN_IDLE_LIMIT_MS);
}

export function authorizeUrl(context: AppContext, reauth: boolean): string {
  const query =
    `response_type=code&client_id=${encodeURIComponent(context.rraClientId)}` +
    `&redirect_uri=${encodeURIComponent(context.rraRedirectUrl)}` +
    (reauth ? `&state=${REAUTH_STATE}` : '');
  return `${context.authorize}${context.authorize.includes('?') ? '&' : '?'}${query}`;
}

export interface SessionDeps {
  env: BrowserEnv;
  stores: CoreStores;
  feedback: FeedbackController;
  getContext(): AppContext | null;
  translate(key: string): string;
  /** The PKCE sign-in when the page's origin is not the server's, else null (cookies, as the console). */
  getPublicClient?(): PublicClientSignIn | null;
}

export interface SessionInternals extends SessionController {
  /** For the HTTP client's 498 handling. */
  showPasswordChange(): Promise<void> | null;
  /** Forget timers, listeners and the leaving flag (core reset). */
  dispose(): void;
}

export function createSession(deps: SessionDeps): SessionInternals {
  const { env, stores } = deps;
  let leaving = false;
  let idleTimer: TimerId | null = null;
  let stopListening: (() => void) | null = null;
  let identityResolver: (() => Promise<string | null>) | null = null;
  let passwordChangeHandler: ((url: string) => Promise<void>) | null = null;

  const leave = (url: string | null): void => {
    leaving = true;
    stopIdleTimer();
    stores.$session.set({ status: 'redirecting' });
    if (url) env.location.assign(url);
    else env.location.reload();
  };

  const authorizeRedirect = ({ reauth = false }: { reauth?: boolean } = {}): void => {
    if (leaving) return;
    const context = deps.getContext();
    if (!context) {
      stores.$session.set({ status: 'error', error: deps.translate('session.notSignedIn') });
      return;
    }
    const publicClient = deps.getPublicClient?.() ?? null;
    if (publicClient) {
      leaving = true;
      stopIdleTimer();
      stores.$session.set({ status: 'redirecting' });
      void publicClient.begin().then((url) => env.location.assign(url));
      return;
    }
    env.sessionStorage.setItem(STORAGE_KEYS.returnTo, env.location.href);
    leave(authorizeUrl(context, reauth));
  };

  const logout = (): void => {
    if (leaving) return;
    const publicClient = deps.getPublicClient?.() ?? null;
    if (publicClient) {
      // Nothing of the session was ever written on the host's origin: forgetting the tokens signs out here, and
      // the IDM server's logout ends its sign-in session too (else the next sign-in would be silent), coming
      // back to this page (a registered redirect URI).
      publicClient.tokens.clear();
      const context = deps.getContext();
      if (!context?.logout) {
        stopIdleTimer();
        stores.$session.set({ status: 'signed-out' });
        return;
      }
      leave(`${context.logout}?target=${encodeURIComponent(env.location.href)}`);
      return;
    }
    deleteAllMfssoCookies(env.cookies);
    env.localStorage.removeItem(STORAGE_KEYS.lastAccess);
    const context = deps.getContext();
    leave(context?.logout ? `${context.logout}?target=${encodeURIComponent(env.location.href)}` : null);
  };

  const clearTimer = (): void => {
    if (idleTimer !== null) env.clearTimeout(idleTimer);
    idleTimer = null;
  };

  const stopIdleTimer = (): void => {
    clearTimer();
    stopListening?.();
    stopListening = null;
  };

  const schedule = (limit: number): void => {
    clearTimer();
    idleTimer = env.setTimeout(() => onIdle(limit), limit);
  };

  const onIdle = (limit: number): void => {
    idleTimer = null;
    const lastAccess = Number(env.localStorage.getItem(STORAGE_KEYS.lastAccess));
    // Another tab (or a token refresh) kept the server session alive: keep waiting.
    if (lastAccess > 0 && env.now() - lastAccess < limit) {
      schedule(limit);
      return;
    }
    stopIdleTimer();
    stores.$sessionWarning.set(true);
  };

  const startIdleTimer = (): void => {
    const context = deps.getContext();
    if (!context || leaving) return;
    const limit = idleLimitMs(context.sessionTimeOut);
    stopListening?.();
    stopListening = env.onUserActivity(() => {
      if (!stores.$sessionWarning.get()) schedule(limit);
    });
    schedule(limit);
  };

  const recordAccess = (): void => env.localStorage.setItem(STORAGE_KEYS.lastAccess, String(env.now()));

  const waitForNewSession = (previousToken: string | undefined, tab: { readonly closed: boolean }): Promise<boolean> =>
    new Promise((resolve) => {
      const poll = env.setInterval(() => {
        const token = readSessionToken(env.cookies)?.accessToken;
        const arrived = token !== undefined && token !== previousToken;
        if (arrived || tab.closed) {
          env.clearInterval(poll);
          resolve(arrived);
        }
      }, EXTEND_POLL_MS);
    });

  const extend = async (): Promise<boolean> => {
    const context = deps.getContext();
    if (!context || leaving) return false;
    const previousName = stores.$user.get()?.fullName ?? null;
    const previousToken = readSessionToken(env.cookies)?.accessToken;
    const tab = env.openWindow(authorizeUrl(context, true));
    if (!tab) return false;
    const arrived = await waitForNewSession(previousToken, tab);
    if (!tab.closed) tab.close();
    if (!arrived) return false;

    if (identityResolver && previousName !== null) {
      const name = await identityResolver().catch(() => null);
      if (name !== null && name !== previousName) {
        // Someone else signed in in the new tab: this page's state belongs to the previous user.
        const cookie = readSessionToken(env.cookies)?.cookieName;
        if (cookie) env.cookies.delete(cookie, { path: '/' });
        leave(null);
        return false;
      }
    }
    stores.$sessionWarning.set(false);
    recordAccess();
    deps.feedback.show('success', deps.translate('session.extended'), { durationMs: EXTENDED_FEEDBACK_MS });
    startIdleTimer();
    return true;
  };

  return {
    hasSession: () => {
      const publicClient = deps.getPublicClient?.() ?? null;
      return publicClient ? publicClient.tokens.get() !== null : readSessionToken(env.cookies) !== null;
    },
    authorizeRedirect,
    logout,
    startIdleTimer,
    stopIdleTimer,
    recordAccess,
    extend,
    setIdentityResolver: (resolve) => {
      identityResolver = resolve;
    },
    setPasswordChangeHandler: (handler) => {
      passwordChangeHandler = handler;
    },
    showPasswordChange: () => {
      const url = deps.getContext()?.ssprRedirectUrl;
      return passwordChangeHandler && url ? passwordChangeHandler(url) : null;
    },
    dispose: () => {
      stopIdleTimer();
      leaving = false;
    },
  };
}
