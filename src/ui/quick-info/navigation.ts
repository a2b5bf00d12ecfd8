import { sectionHref, type IdmCore } from '../../core';

/** The console's hash route of a user's detail page: `#/users/{URL-encoded dn}` (spec section 2). */
export function userDetailHref(dn: string): string {
  return sectionHref('users', dn);
}

/**
 * 'View more info' by default: the console uses hash routes, so this is a same-document navigation
 * (`location.assign('#/…')` sets `location.hash`), made through `core.env` so that tests and
 * non-browser hosts can catch it. Embedding hosts pass their own `onViewMore` instead.
 */
export function navigateToUser(core: IdmCore, dn: string): void {
  core.env.location.assign(userDetailHref(dn));
}
