import { defineAreaRoutes } from '../../core/navigation';
import { clientSettingsStrings } from './strings';

/**
 * Client settings, section `settings` (page key `settings`): `#/settings`, the clients and each client's
 * branding, help desk, customization, access, dashboard access and stylesheet. Configuration administrators only
 * (the server refuses others).
 */
export default defineAreaRoutes({
  area: 'client-settings',
  strings: [clientSettingsStrings],
  sections: [{ section: 'settings', routes: [{ path: '', load: () => import('./ClientSettingsPage') }] }],
});
