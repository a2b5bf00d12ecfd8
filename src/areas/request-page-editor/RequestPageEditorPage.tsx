import { useAreaStyles } from '../../ui/area';
import styles from '../../ui/area/admin-page.css?inline';
import { RequestPageEditor } from './RequestPageEditor';

/** `#/editrequest`: administrators curate the request page's featured items. */
export default function RequestPageEditorPage() {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="request-page-editor-area">
      <RequestPageEditor />
    </div>
  );
}
