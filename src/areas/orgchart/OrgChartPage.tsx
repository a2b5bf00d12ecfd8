import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { sectionPath } from '../../core/navigation';
import { useCore } from '../../core/react';
import orgChartCss from './orgchart.css?inline';
import { requestForHref } from './org-layout';
import { OrgChartView } from './OrgChartView';
import { useAreaStyles } from '../../ui/area';

/** `#/orgchart[/{dn}]` in the console: putting someone in the middle changes the URL. */
export default function OrgChartPage() {
  const { dn } = useParams();
  const navigate = useNavigate();
  const core = useCore();
  const ref = useAreaStyles<HTMLDivElement>(orgChartCss);
  const focusPerson = useCallback((next: string) => navigate(sectionPath('orgchart', next)), [navigate]);
  const requestFor = useCallback(
    (person: { dn: string }) => core.env.location.assign(requestForHref(person.dn)),
    [core],
  );
  return (
    <div ref={ref} className="idm-orgchart-page">
      <OrgChartView {...(dn ? { entityDn: dn } : {})} onFocusPerson={focusPerson} onRequestFor={requestFor} />
    </div>
  );
}
