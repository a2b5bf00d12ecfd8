import { defineAreaRoutes } from '../../core/navigation';
import { availabilityStrings } from './strings';

/** Availability, section `availability` (page key `availability`): one's status and unavailable periods. */
export default defineAreaRoutes({
  area: 'availability',
  strings: [availabilityStrings],
  sections: [{ section: 'availability', routes: [{ path: '', load: () => import('./AvailabilityPage') }] }],
});
