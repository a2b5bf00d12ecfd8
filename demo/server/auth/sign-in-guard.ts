import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How sign-in is throttled (README "Sign-in throttling"); options `signIn`, env IDM_SIGNIN_*. */
export interface SignInLimits {
  /** Failed passwords in a row for one user name before it is locked. */
  maxFailures: number;
  /** First lockout in seconds; each further lockout doubles it, up to maxLockoutSeconds. */
  lockoutSeconds: number;
  maxLockoutSeconds: number;
  /** Sign-in attempts (form and token endpoint) per client address and minute. */
  perAddressPerMinute: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxFailures: 5,
  lockoutSeconds: 30,
  maxLockoutSeconds: 900,
  perAddressPerMinute: 300,
};

/** The same words for every user name, known or not, so the message tells nobody whether it exists. */
export const lockoutMessage = (seconds: number): string =>
  `Too many failed sign-ins with this user name. Try again in ${seconds} seconds.`;

interface NameState {
  failures: number;
  lockouts: number;
  lockedUntil: number;
}

/** User names remembered at most; the oldest go first (unknown names must not grow memory without bound). */
const MAX_NAMES = 10_000;

/**
 * Intruder detection per user name, as identity servers do: after `maxFailures` wrong passwords the name is
 * locked for a while, even for the right password; each further lockout lasts twice as long (capped). A
 * successful sign-in clears the name's record, so correct sign-ins never count. Unknown names are tracked
 * the same way. Kept in memory: a restart forgets it.
 */
export class SignInGuard {
  private readonly names = new Map<string, NameState>();

  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number,
  ) {}

  /** Seconds until the name may try again, or 0 when it may now. */
  lockedFor(userName: string): number {
    const state = this.names.get(key(userName));
    const left = state ? state.lockedUntil - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(userName: string): void {
    const name = key(userName);
    const state = this.names.get(name) ?? { failures: 0, lockouts: 0, lockedUntil: 0 };
    this.names.delete(name);
    state.failures += 1;
    if (state.failures >= this.limits.maxFailures) {
      const seconds = Math.min(this.limits.lockoutSeconds * 2 ** state.lockouts, this.limits.maxLockoutSeconds);
      state.lockedUntil = this.now() + seconds * 1000;
      state.lockouts += 1;
      state.failures = 0;
    }
    this.names.set(name, state);
    if (this.names.size > MAX_NAMES) this.names.delete(this.names.keys().next().value ?? '');
  }

  recordSuccess(userName: string): void {
    this.names.delete(key(userName));
  }
}

const key = (userName: string): string => userName.trim().toLowerCase();

/** The per-address limit was reached: the sign-in routes answer it in their own form (page or OAuth error). */
export class TooManySignInAttempts extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too many sign-in attempts from your address. Try again in a minute.');
    this.name = 'TooManySignInAttempts';
  }
}

/** Counts one sign-in attempt of the request's client address; throws TooManySignInAttempts above the limit. */
export type AddressLimiter = (request: FastifyRequest) => Promise<void>;

/**
 * The per-address limit, one count for the form and the token endpoint together (@fastify/rate-limit's
 * `createRateLimit`, registered with `global: false`, so REST calls are never limited).
 */
export function addressLimiter(app: FastifyInstance, limits: SignInLimits): AddressLimiter {
  const limit = app.createRateLimit({ max: limits.perAddressPerMinute, timeWindow: 60_000 });
  return async (request) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManySignInAttempts();
  };
}
