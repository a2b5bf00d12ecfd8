/** The tokens of a widget on another origin: in this page's memory only, gone with the page. */
export interface BearerTokens {
  tokenType: string;
  accessToken: string;
  refreshToken: string | null;
}

export interface TokenStore {
  get(): BearerTokens | null;
  set(tokens: BearerTokens): void;
  clear(): void;
}

/** Never written to localStorage, sessionStorage or cookies of the host's origin. */
export function memoryTokenStore(): TokenStore {
  let tokens: BearerTokens | null = null;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = { ...next };
    },
    clear: () => {
      tokens = null;
    },
  };
}

/** `{access_token, refresh_token?}` of a token endpoint; a missing refresh token keeps `previousRefresh`. */
export function parseTokenAnswer(body: unknown, previousRefresh: string | null = null): BearerTokens | null {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token: accessToken, refresh_token: refreshToken } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  // Sent as `Authorization: Bearer`, whatever spelling the server used for the type.
  return {
    tokenType: 'Bearer',
    accessToken,
    refreshToken: typeof refreshToken === 'string' && refreshToken !== '' ? refreshToken : previousRefresh,
  };
}
