import { defineAreaRoutes } from '../../core/navigation';
import { requestAccessStrings } from './strings';

/**
 * Request access: `#/requests` (landing items, catalog search, cart; `?recipient=<dn>` preselects
 * whom the request is for — the org chart links here) and `#/landing` (the same page, the client's
 * landing items first). Only this small file is loaded eagerly; each page is its own chunk.
 */
export default defineAreaRoutes({
  area: 'request-access',
  strings: [requestAccessStrings],
  sections: [
    { section: 'requests', routes: [{ path: '', load: () => import('./RequestsPage') }] },
    { section: 'landing', routes: [{ path: '', load: () => import('./LandingPage') }] },
  ],
});

export { requestAccessLinks } from './links';
