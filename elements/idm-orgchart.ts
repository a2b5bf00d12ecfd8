import { createElement as h, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import orgchartEnglish from '../src/i18n/en/orgchart.json';
import { useStartupData } from '../src/api/startup';
import { OrgChartWidget } from '../src/areas/orgchart/OrgChartWidget';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { ComponentLoader } from '../src/ui/ComponentLoader';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import orgChartStyles from '../src/areas/orgchart/orgchart.css?inline';

/** `idm-navigate` detail: an in-app route (`#/users/cn%3D…`, `#/requests?recipient=…`). */
export type { IdmNavigateDetail } from '../src/ui/area';

/** `idm-request-for` detail: the person to request access for. */
export interface IdmRequestForDetail {
  dn: string;
  name: string;
}

export interface IdmOrgChartProps extends IdmHostProps {
  entityDn?: string;
  relationship?: string;
}

function OrgChartElement({ host, entityDn, relationship }: IdmOrgChartProps) {
  const startup = useStartupData();
  const onNavigate = useEmbeddedNavigate(host);
  const onRequestFor = useCallback(
    (person: IdmRequestForDetail) => emitIdmEvent<IdmRequestForDetail>(host, 'idm-request-for', person),
    [host],
  );
  return h(
    'div',
    { className: 'idm-element-root', part: 'root' },
    startup.isPending ? h(ComponentLoader) : h(OrgChartWidget, { entityDn, relationship, onNavigate, onRequestFor }),
  );
}

/**
 * `<idm-orgchart>`: the organisation chart around a person — the managers above (the level-up options
 * nearest), the person, the direct reports paged with 'Show more' — along a relationship chosen from
 * the server's (manager, team, …). Each person shows photo, name, primary values, e-mail (mailto), a
 * link to their details and 'Request for this person'. Keyboard: one tab stop; arrow keys move (Up =
 * manager, Down = first report, Left/Right = colleagues, mirrored right-to-left), Enter puts the
 * focused person in the middle.
 *
 * Attributes:
 * - `entity-dn` (string): the person to start with; the signed-in user when absent.
 * - `relationship` (string): the relationship key to start with (`manager` by default).
 *
 * Properties: `entityDn`, `relationship` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-request-for` — `{ dn, name }` from 'Request for this person'; cancelable: unless the host
 *   calls `preventDefault()`, `idm-navigate` follows with `#/requests?recipient=<URL-encoded dn>`.
 * - `idm-navigate` — `{ href }` for a link out of the widget (a person's details `#/users/<dn>`, request
 *   access); cancelable: unless the host calls `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `banner`, `widget`, `orgchart`, `chart`, `node`, `person`, `quick-info`.
 */
export const IdmOrgChartElement = defineIdmElement('idm-orgchart', OrgChartElement, {
  attributes: { entityDn: 'string', relationship: 'string' },
  styles: [...sharedStyles, orgChartStyles],
  wrap: elementRootWith([{ namespace: 'orgchart', english: orgchartEnglish }]),
  version: CORE_VERSION,
});
