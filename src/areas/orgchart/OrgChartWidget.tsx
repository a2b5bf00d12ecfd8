import { useCallback, useEffect, useState } from 'react';
import { FeedbackBanner } from '../../ui/banner/FeedbackBanner';
import { requestForHref } from './org-layout';
import { OrgChartView } from './OrgChartView';
import { NavigationProvider } from '../../ui/area';

export interface OrgChartWidgetProps {
  /** Where the chart starts; the signed-in user when left out. A new value starts over there. */
  entityDn?: string;
  relationship?: string;
  /** Leaves the widget for another section (`#/users/{dn}`, `#/requests?recipient=…`). */
  onNavigate(href: string): void;
  /** 'Request for this person'; answer false to stop the navigation to request access. */
  onRequestFor(person: { dn: string; name: string }): boolean;
}

/** `<idm-orgchart>`'s content: the chart with its own banner; moving around stays inside the widget. */
export function OrgChartWidget({ entityDn, relationship, onNavigate, onRequestFor }: OrgChartWidgetProps) {
  const [current, setCurrent] = useState(entityDn);
  useEffect(() => setCurrent(entityDn), [entityDn]);
  const requestFor = useCallback(
    (person: { dn: string; name: string }) => {
      if (onRequestFor(person)) onNavigate(requestForHref(person.dn));
    },
    [onNavigate, onRequestFor],
  );
  return (
    <NavigationProvider navigate={onNavigate}>
      <div className="idm-orgchart-widget" part="widget">
        <FeedbackBanner />
        <OrgChartView
          {...(current ? { entityDn: current } : {})}
          {...(relationship ? { relationship } : {})}
          onFocusPerson={setCurrent}
          onRequestFor={requestFor}
        />
      </div>
    </NavigationProvider>
  );
}
