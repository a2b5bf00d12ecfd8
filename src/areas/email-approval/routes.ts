import { defineAreaRoutes } from '../../core/navigation';
import { emailApprovalStrings } from './strings';

/** E-mail based approval, section `emailapproval` (page key `emailapproval`; administrators): its settings. */
export default defineAreaRoutes({
  area: 'email-approval',
  strings: [emailApprovalStrings],
  sections: [{ section: 'emailapproval', routes: [{ path: '', load: () => import('./EmailApprovalPage') }] }],
});
