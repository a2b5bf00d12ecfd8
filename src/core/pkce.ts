import type { KeyValueStorage } from './env';

/** sessionStorage: the one sign-in under way (state, verifier, where to come back) — for the round trip only. */
export const PENDING_SIGN_IN_KEY = 'idm.pkce';

/** What the authorization server adds to the redirect URI on the way back. */
const CALLBACK_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss', 'session_state'];

export interface PendingSignIn {
  state: string;
  verifier: string;
  /** The redirect URI sent: the host page without the callback parameters and fragment. */
  redirectUri: string;
  /** The page as it was (fragment included), restored by history.replaceState. */
  returnTo: string;
  scrollY: number;
}

export interface CallbackParams {
  code: string | null;
  state: string;
  error: string | null;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as base64url: 43 characters, within RFC 7636's 43..128 of the unreserved set. */
export function randomToken(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return base64Url(random.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 S256: base64url(SHA-256(ASCII(verifier))). */
export async function challengeS256(
  verifier: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The page's URL without the parameters the authorization server adds, and without its fragment. */
export function redirectUriOf(href: string): string {
  const url = new URL(withoutCallbackParams(href));
  url.hash = '';
  return url.href;
}

export function withoutCallbackParams(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** `state` with a `code` or an `error` in the page's URL: an answer of the authorization server. */
export function callbackParams(href: string): CallbackParams | null {
  const params = new URL(href).searchParams;
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  if (state === null || (code === null && error === null)) return null;
  return { code, state, error };
}

export function authorizeUrlWithPkce(
  authorize: string,
  request: { clientId: string; redirectUri: string; state: string; challenge: string },
): string {
  const url = new URL(authorize);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

export function savePendingSignIn(storage: KeyValueStorage, pending: PendingSignIn): void {
  storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
}

/** The sign-in under way, removed as it is read: a state is checked once. */
export function takePendingSignIn(storage: KeyValueStorage): PendingSignIn | null {
  const text = storage.getItem(PENDING_SIGN_IN_KEY);
  storage.removeItem(PENDING_SIGN_IN_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSignIn>;
    const { state, verifier, redirectUri, returnTo, scrollY } = value;
    if (typeof state !== 'string' || typeof verifier !== 'string' || typeof redirectUri !== 'string') return null;
    if (typeof returnTo !== 'string') return null;
    return { state, verifier, redirectUri, returnTo, scrollY: typeof scrollY === 'number' ? scrollY : 0 };
  } catch {
    return null;
  }
}

/** Constant-time comparison of the returned state with the one sent. */
export function sameState(sent: string, returned: string): boolean {
  if (sent.length !== returned.length || sent === '') return false;
  let difference = 0;
  for (let i = 0; i < sent.length; i++) difference |= sent.charCodeAt(i) ^ returned.charCodeAt(i);
  return difference === 0;
}
