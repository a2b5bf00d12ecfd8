import { defineAreaRoutes } from '../../core/navigation';
import { configurationStrings } from './strings';

/**
 * Product configuration, section `configuration` (page key `configuration`): the index (`#/configuration`) and
 * the display settings (`…/settings`), role and resource settings (`…/roleresource`), delegation and proxy
 * (`…/delegationproxy`) and Identity Governance (`…/igConfiguration`). The help page is the second segment.
 * Caching, logging, auditing and statistics are other areas' pages of the same section.
 */
export default defineAreaRoutes({
  area: 'configuration',
  strings: [configurationStrings],
  sections: [
    {
      section: 'configuration',
      routes: [
        { path: '', load: () => import('./pages/IndexPage') },
        { path: 'settings', load: () => import('./pages/DisplayPage') },
        { path: 'roleresource', load: () => import('./pages/RoleResourcePage') },
        { path: 'delegationproxy', load: () => import('./pages/DelegationProxyPage') },
        { path: 'igConfiguration', load: () => import('./pages/IgPage') },
      ],
    },
  ],
});
