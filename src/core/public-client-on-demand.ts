import type { PublicClientDeps, PublicClientSignIn } from './public-client';
import { memoryTokenStore } from './token-store';

/** The public OAuth client the elements sign in as on another origin (registered on the server, no secret). */
export const DEFAULT_PUBLIC_CLIENT_ID = 'idm-elements';

export interface PublicClientOnDemand extends PublicClientSignIn {
  /** Fetches the sign-in's code now (a page of another origin, as it starts), so a later call does not wait. */
  load(): Promise<void>;
}

/**
 * The PKCE sign-in of a page of another origin, its code (public-client.ts, pkce.ts) fetched when first
 * needed: the console and the elements on the server's origin sign in with cookies and never load it. The
 * tokens are kept here, so whether there is a session is known without waiting.
 */
export function publicClientOnDemand(deps: Omit<PublicClientDeps, 'tokens'>): PublicClientOnDemand {
  const tokens = memoryTokenStore();
  let signIn: Promise<PublicClientSignIn> | null = null;
  const loaded = (): Promise<PublicClientSignIn> =>
    (signIn ??= import('./public-client').then(
      (module) => module.createPublicClientSignIn({ ...deps, tokens }),
      (error: unknown) => {
        signIn = null; // a chunk that did not come may come on the next try
        throw error;
      },
    ));
  return {
    tokens,
    async load() {
      await loaded();
    },
    begin: async () => (await loaded()).begin(),
    complete: async () => (await loaded()).complete(),
    refresh: async () => (await loaded()).refresh(),
  };
}
