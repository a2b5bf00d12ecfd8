import { defineAreaRoutes } from '../../core/navigation';
import { requestPageEditorStrings } from './strings';

/** The request page editor (section `editrequest`, `#/editrequest`): what Request Access features first. */
export default defineAreaRoutes({
  area: 'request-page-editor',
  strings: [requestPageEditorStrings],
  sections: [{ section: 'editrequest', routes: [{ path: '', load: () => import('./RequestPageEditorPage') }] }],
});
