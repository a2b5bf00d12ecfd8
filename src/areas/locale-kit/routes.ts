import { defineAreaRoutes } from '../../core/navigation';
import { localeKitStrings } from './strings';

/** The localisation kit, section `localekit` (page key `localekit`; administrators). */
export default defineAreaRoutes({
  area: 'locale-kit',
  strings: [localeKitStrings],
  sections: [{ section: 'localekit', routes: [{ path: '', load: () => import('./LocaleKitPage') }] }],
});
