import { memo } from 'react';
import { useTranslation } from '../../core/react';
import type { OrgChartNode } from '../../api/people';
import { sectionHref } from '../../core/navigation';
import { commonName } from '../../domain/format';
import { safeHref } from '../../domain/safe-url';
import { DefaultUserImage } from '../../ui/quick-info';
import { RouteLink, safeImageSrc } from '../../ui/area';

export interface OrgNodeCardProps {
  node: OrgChartNode;
  row: number;
  index: number;
  /** The person in the middle of the chart. */
  isPerson: boolean;
  /** The one card in the tab order (roving focus); its links and buttons are tabbable too. */
  active: boolean;
  /** Id of the keyboard hint that describes every person button. */
  hintId: string;
  onCenter(node: OrgChartNode): void;
  onRequestFor(node: OrgChartNode): void;
  /** Focus moved into the card (by Tab or a click): it becomes the tab stop. */
  onFocusCard(dn: string): void;
}

/** One person: photo (or the default image), name, primary display value, e-mail, reports, details and 'Request for'. */
export const OrgNodeCard = memo(function OrgNodeCard({
  node,
  row,
  index,
  isPerson,
  active,
  hintId,
  onCenter,
  onRequestFor,
  onFocusCard,
}: OrgNodeCardProps) {
  const { t } = useTranslation();
  const name = node.fullName || commonName(node.dn);
  const src = safeImageSrc(node.photo);
  const mail = node.email ? safeHref(`mailto:${node.email}`) : null;
  const tab = active ? 0 : -1;

  return (
    <li
      className={isPerson ? 'idm-org-node person' : 'idm-org-node'}
      part={isPerson ? 'node person' : 'node'}
      onFocus={() => onFocusCard(node.dn)}
    >
      <span className="idm-org-photo">
        {src ? <img src={src} alt="" width="56" height="56" loading="lazy" decoding="async" /> : <DefaultUserImage />}
      </span>
      <span className="idm-org-text">
        <button
          type="button"
          className="idm-org-name"
          tabIndex={tab}
          data-org-node=""
          data-row={row}
          data-index={index}
          data-dn={node.dn}
          aria-current={isPerson ? 'true' : undefined}
          aria-describedby={hintId}
          onClick={() => onCenter(node)}
        >
          <bdi>{name}</bdi>
        </button>
        {node.primaryDisplay ? (
          <span className="idm-org-primary" dir="auto">
            {node.primaryDisplay}
          </span>
        ) : null}
        {mail ? (
          <a className="idm-org-mail" href={mail} tabIndex={tab} dir="ltr" title={node.email}>
            {node.email}
          </a>
        ) : null}
        {node.reportCount > 0 ? (
          <span className="idm-org-count">{t('orgchart.reportCount', { count: node.reportCount })}</span>
        ) : null}
      </span>
      <span className="idm-org-actions">
        <RouteLink
          href={sectionHref('users', node.dn)}
          className="idm-org-action"
          tabIndex={tab}
          aria-label={t('orgchart.detailsOf', { name })}
        >
          {t('orgchart.details')}
        </RouteLink>
        <button
          type="button"
          className="idm-link-button idm-org-action"
          tabIndex={tab}
          onClick={() => onRequestFor(node)}
        >
          {/* The accessible name starts with the visible words (WCAG 2.5.3), then says who. */}
          {t('orgchart.requestFor')}
          <span className="visually-hidden">
            {' ('}
            <bdi>{name}</bdi>
            {')'}
          </span>
        </button>
      </span>
    </li>
  );
});
