import type { AppContext } from '../domain/context';
import type { BrowserEnv } from './env';
import { HttpError, NetworkError } from './errors';
import {
  authorizeUrlWithPkce,
  callbackParams,
  challengeS256,
  randomToken,
  redirectUriOf,
  sameState,
  savePendingSignIn,
  takePendingSignIn,
} from './pkce';
import { parseTokenAnswer, type BearerTokens, type TokenStore } from './token-store';

export interface PublicClientDeps {
  env: BrowserEnv;
  clientId(): string;
  getContext(): AppContext | null;
  /** Where the tokens are kept (in memory: src/core/public-client-on-demand.ts). */
  tokens: TokenStore;
}

/** What a returning page found: no answer of ours, signed in, or a refused/forged answer. */
export type CallbackOutcome = 'none' | 'signed-in' | 'failed';

export interface PublicClientSignIn {
  readonly tokens: TokenStore;
  /** The authorize URL of a new sign-in; its state and verifier wait in sessionStorage for the return. */
  begin(): Promise<string>;
  /** On return: checks the state, exchanges the code with the verifier, cleans the URL, restores the scroll. */
  complete(): Promise<CallbackOutcome>;
  /** A new access token for the refresh token (the caller shares one refresh among all requests). */
  refresh(): Promise<void>;
}

/** The token endpoint beside the authorize one (`…/oauth2/grant` → `…/oauth2/token`, as on OSP). */
export function tokenEndpointOf(authorize: string): string {
  return new URL('token', authorize).href;
}

export function createPublicClientSignIn(deps: PublicClientDeps): PublicClientSignIn {
  const { env, tokens } = deps;

  const requireContext = (): AppContext => {
    const context = deps.getContext();
    if (!context) throw new Error('The context is not loaded.');
    return context;
  };

  const postToken = async (form: Record<string, string>, previousRefresh: string | null): Promise<BearerTokens> => {
    const url = tokenEndpointOf(requireContext().authorize);
    let response: Response;
    try {
      response = await env.fetch(url, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: deps.clientId() }).toString(),
      });
    } catch (cause) {
      throw new NetworkError(url, { cause });
    }
    const body: unknown = await response.json().catch(() => undefined);
    const answer = response.ok ? parseTokenAnswer(body, previousRefresh) : null;
    if (!answer) throw new HttpError(response.status, response.statusText, body, url);
    return answer;
  };

  return {
    tokens,
    async begin() {
      const context = requireContext();
      const verifier = randomToken();
      const state = randomToken();
      const href = env.location.href;
      const redirectUri = redirectUriOf(href);
      savePendingSignIn(env.sessionStorage, { state, verifier, redirectUri, returnTo: href, scrollY: env.scrollY() });
      const challenge = await challengeS256(verifier);
      return authorizeUrlWithPkce(context.authorize, { clientId: deps.clientId(), redirectUri, state, challenge });
    },
    async complete() {
      const answer = callbackParams(env.location.href);
      if (!answer) return 'none';
      const pending = takePendingSignIn(env.sessionStorage);
      // Not our round trip (no sign-in under way): the page's own parameters, left alone.
      if (!pending) return 'none';
      env.replaceUrl(pending.returnTo);
      if (!sameState(pending.state, answer.state) || answer.error !== null || answer.code === null) return 'failed';
      try {
        const granted = await postToken(
          {
            grant_type: 'authorization_code',
            code: answer.code,
            redirect_uri: pending.redirectUri,
            code_verifier: pending.verifier,
          },
          null,
        );
        tokens.set(granted);
      } catch {
        return 'failed';
      }
      env.scrollTo(pending.scrollY);
      return 'signed-in';
    },
    async refresh() {
      const refreshToken = tokens.get()?.refreshToken;
      if (!refreshToken) throw new Error('No refresh token.');
      tokens.set(await postToken({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken));
    },
  };
}
