import { defineAreaRoutes } from '../../core/navigation';
import { requestAccessStrings } from './strings';

/**
 * Request access: `#/requests` (featured items, catalog search, cart; `?recipient=<dn>` preselects
 * whom the request is for — the org chart links here). `#/landing` is the user landing page
 * (src/areas/landing). Only this small file is loaded eagerly; each page is its own chunk.
 */
export default defineAreaRoutes({
  area: 'request-access',
  strings: [requestAccessStrings],
  sections: [{ section: 'requests', routes: [{ path: '', load: () => import('./RequestsPage') }] }],
});

export { requestAccessLinks } from './links';
