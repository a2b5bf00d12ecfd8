import { DEFAULT_SECTION, routeSegments } from '../../core/navigation';
import type { NavigationRights } from '../../domain/navigation';
import type { GuardKeys } from './page-keys';

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The key that blocked the route. */
      deniedKey: string;
      /** Where Close goes: the area default page as a route path ('/dashboard'). */
      redirectPath: string;
      /** The area default's display name ('' when the server gave none). */
      redirectName: string;
    };

/**
 * The spec's guard rules (section 2) on the server's answer:
 * - a page key whose right is present and not 'true' blocks the route;
 * - an empty sub-page is allowed;
 * - a sub-page with a granular right needs that right to be exactly 'true' (a missing one blocks);
 * - anything else is allowed (access is allowed unless a right is explicitly not 'true').
 * A blocked route goes to the area default page (`areaDefault`), or the console's home page when the
 * server names none or names the very section that was refused.
 */
export function decideAccess(keys: GuardKeys, rights: NavigationRights): AccessDecision {
  const valueOf = (key: string): string | undefined => rights.navPageRights.find((right) => right.key === key)?.value;

  const deniedPageKey = keys.pageKeys.find((key) => {
    const value = valueOf(key);
    return value !== undefined && !isTrue(value);
  });
  if (deniedPageKey !== undefined) return deny(deniedPageKey, keys, rights, true);
  if (keys.subPage === '' || keys.subPageKey === null) return { allowed: true };
  const subPageValue = valueOf(keys.subPageKey);
  if (subPageValue !== undefined && isTrue(subPageValue)) return { allowed: true };
  return deny(keys.subPageKey, keys, rights, false);
}

function deny(deniedKey: string, keys: GuardKeys, rights: NavigationRights, wholeSection: boolean): AccessDecision {
  const target = routeSegments(rights.areaDefault.replace(/^#?\/?/, '/'));
  const loopsBack = target.length === 0 || (wholeSection && target[0] === keys.section);
  if (loopsBack) return { allowed: false, deniedKey, redirectPath: `/${DEFAULT_SECTION}`, redirectName: '' };
  return {
    allowed: false,
    deniedKey,
    redirectPath: '/' + target.map(encodeURIComponent).join('/'),
    redirectName: rights.areaDefaultDisplayName,
  };
}

function isTrue(value: string): boolean {
  return value.trim().toLowerCase() === 'true';
}
