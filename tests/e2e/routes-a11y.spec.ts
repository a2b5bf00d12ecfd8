import { DAN, EDDIE, MARIA, expect, test } from './access-helpers';
import { consoleRoutePatterns, routesWithoutSample } from './console-routes';
import { MANAGER_PAGES, ROLE_PAGES, SELF_SERVICE, sweep } from './routes-a11y';

// The every-route sweep (routes-a11y.ts) for the accounts without full administration rights; the
// administrator's routes are in routes-a11y-admin-<n>.spec.ts.

test('every route with parameters has a way to reach it in console-routes.ts', () => {
  const patterns = consoleRoutePatterns();
  expect(patterns.length).toBeGreaterThan(50);
  expect(routesWithoutSample(patterns)).toEqual([]);
  for (const pattern of [...SELF_SERVICE, ...MANAGER_PAGES, ...ROLE_PAGES]) expect(patterns).toContain(pattern);
});

test(...sweep(EDDIE, SELF_SERVICE));
// Maria has no request of her own in the seeded data (Eddie's sweep opens a request's details).
const MARIAS_PAGES = SELF_SERVICE.filter((pattern) => pattern !== 'history/:entityType/:requestId');
test(...sweep(MARIA, [...MARIAS_PAGES, ...MANAGER_PAGES]));
test(...sweep(DAN, ['default', ...ROLE_PAGES]));
