import { useParams } from 'react-router-dom';
import { ConsolePage } from './ConsolePage';
import { EntityOrgChart } from './EntityOrgChart';

/** `#/entities/<definition>/<dn>/orgchart`: an item's org chart. */
export default function OrgChartPage() {
  const { definition = '', dn = '' } = useParams();
  return (
    <ConsolePage>
      <EntityOrgChart key={`${definition}|${dn}`} entityKey={definition} dn={dn} />
    </ConsolePage>
  );
}
