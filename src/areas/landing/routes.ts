import { defineAreaRoutes } from '../../core/navigation';
import { landingStrings } from './strings';

/**
 * The landing page (section `landing`, `#/landing`: featured applications and permissions by category, in
 * the user's language) and its editor (section `editlanding`, `#/editlanding`, administrators).
 */
export default defineAreaRoutes({
  area: 'landing',
  strings: [landingStrings],
  sections: [
    { section: 'landing', routes: [{ path: '', load: () => import('./LandingPage') }] },
    { section: 'editlanding', routes: [{ path: '', load: () => import('./EditLandingPage') }] },
  ],
});
