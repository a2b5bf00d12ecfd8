import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { DefaultUserImage } from '../../ui/quick-info';
import { safeImageSrc } from '../../ui/cells/cell-values';
import { visibleAttributes } from './attributes';
import { AttributeValues } from './AttributeValues';
import { Heading } from '../../ui/Heading';

export interface UserDetailsViewProps {
  person: PersonDetails;
  /** Extra sections under the attributes (group memberships, assignments). */
  children?: ReactNode;
  /** Actions next to the name (a back link when embedded). */
  actions?: ReactNode;
}

/**
 * 'Identity information About:' a user: photo (or the default image), full name, the primary
 * attributes as cards, then secondary and other attributes as label/value pairs in two columns.
 * Attributes without a value are left out.
 */
export function UserDetailsView({ person, children, actions }: UserDetailsViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const src = safeImageSrc(person.image);
  const primary = visibleAttributes(person.primary);
  const secondary = visibleAttributes(person.secondary);
  const other = visibleAttributes(person.other);
  const name = person.fullName || person.dn;

  return (
    <article className="idm-user-details" part="user-details" aria-labelledby={headingId}>
      <header className="idm-user-details-head">
        <div className="idm-user-details-photo">
          {src ? <img src={src} alt={t('userDetails.photo', { name })} /> : <DefaultUserImage />}
        </div>
        <div className="idm-user-details-identity">
          <Heading id={headingId} className="idm-user-details-title">
            <span className="idm-user-details-about">{t('userDetails.title')}</span>{' '}
            <span className="idm-user-details-name" dir="auto">
              {name}
            </span>
          </Heading>
          {actions ? <div className="idm-user-details-actions">{actions}</div> : null}
        </div>
      </header>

      {primary.length > 0 ? (
        <ul className="idm-user-details-cards" aria-label={t('userDetails.primary')}>
          {primary.map((node) => (
            <li key={node.key} className="idm-user-details-card">
              <span className="idm-user-details-label">{node.label}</span>
              <span className="idm-user-details-value" dir="auto">
                <AttributeValues node={node} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <AttributeRows nodes={[...secondary, ...other]} />
      {children}
    </article>
  );
}

/** Label/value pairs, two to a row (one on narrow screens). */
function AttributeRows({ nodes }: { nodes: PersonAttribute[] }) {
  if (nodes.length === 0) return null;
  return (
    <dl className="idm-user-details-rows">
      {nodes.map((node) => (
        <div key={node.key} className="idm-user-details-row">
          <dt className="idm-user-details-label">{node.label}</dt>
          <dd className="idm-user-details-value">
            <AttributeValues node={node} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
