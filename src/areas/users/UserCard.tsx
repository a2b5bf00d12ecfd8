import { useTranslation } from 'react-i18next';
import type { PersonDetails } from '../../api/people';
import { safeImageSrc } from '../../ui/cells/cell-values';
import { AttributeValue, DefaultUserImage, QuickInfoTrigger } from '../../ui/quick-info';
import { attributeText, attributeTexts } from './catalog-model';
import { usersLinks } from './links';
import { RouteLink, useGo } from '../../ui/area';

/** Shown as the name already. */
const NAME_PARTS = new Set(['firstname', 'lastname', 'fullname', 'givenname', 'surname', 'sn']);

/** A user's card: photo (or the default image), name linking to the details, quick info, primary attributes. */
export function UserCard({ person }: { person: PersonDetails }) {
  const src = safeImageSrc(person.image);
  const primary = person.primary.filter((a) => !NAME_PARTS.has(a.key.toLowerCase()) && attributeText(a) !== '');
  return (
    <li className="idm-user-card" part="user-card">
      <div className="idm-user-card-photo">{src ? <img src={src} alt="" /> : <DefaultUserImage />}</div>
      <div className="idm-user-card-body">
        <div className="idm-user-card-name">
          <PersonName person={person} />
        </div>
        {primary.length > 0 ? (
          <ul className="idm-user-card-attributes">
            {primary.map((attribute) => (
              <li key={attribute.key}>
                <span className="visually-hidden">{attribute.label}: </span>
                <AttributeValue attributeKey={attribute.key} values={attributeTexts(attribute)} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** A user's name linking to their details, with the quick-info button beside it (cards and the table). */
export function PersonName({ person }: { person: PersonDetails }) {
  const { t } = useTranslation();
  const go = useGo();
  const name = person.fullName || person.dn;
  return (
    <>
      <RouteLink href={usersLinks.detail(person.dn)}>
        <bdi>{name}</bdi>
      </RouteLink>
      <QuickInfoTrigger dn={person.dn} name={name} onViewMore={(dn) => go(usersLinks.detail(dn))}>
        <InfoIcon />
        <span className="visually-hidden">{t('users.quickInfo', { name })}</span>
      </QuickInfoTrigger>
    </>
  );
}

function InfoIcon() {
  return (
    <svg className="idm-info-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
      <circle cx="8" cy="4.75" r="1" fill="currentColor" />
    </svg>
  );
}
