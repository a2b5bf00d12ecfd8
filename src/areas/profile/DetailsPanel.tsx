import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/react';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { allAttributes, canEditProfile, editableAttributes } from './attributes';
import { AttributeValues } from './AttributeValues';
import { LocalePreference } from './LocalePreference';
import { TableSpinner } from '../../ui/TableSpinner';
import { Heading } from '../../ui/Heading';

/** The editor of the attributes: its code comes when it first opens. */
const EditAttributesForm = lazy(() =>
  import('./EditAttributesForm').then((module) => ({ default: module.EditAttributesForm })),
);

export interface DetailsPanelProps {
  person: PersonDetails;
}

/**
 * My attributes, two to a row, each marked editable or read-only; 'Edit' opens the form of the
 * editable ones (when there is any); then my preferred language.
 */
export function DetailsPanel({ person }: DetailsPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const attributes = allAttributes(person);
  const editable = editableAttributes(person).length > 0;

  const returnFocus = useRef(false);
  const done = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // Edit is back only once the form has gone (a render later): the focus returns to it then.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  return (
    <div className="idm-profile-details">
      <div className="idm-profile-section-head">
        <Heading depth={1} className="idm-profile-subheading">
          {t('profile.details.heading')}
        </Heading>
        {editable && !editing ? (
          <button ref={editButton} type="button" className="idm-button" onClick={() => setEditing(true)}>
            {t('profile.details.edit')}
          </button>
        ) : null}
      </div>
      {!canEditProfile(person) ? <p className="idm-profile-hint">{t('profile.details.readOnly')}</p> : null}
      {editing ? (
        <Suspense fallback={<TableSpinner />}>
          <EditAttributesForm person={person} onDone={done} />
        </Suspense>
      ) : (
        <dl className="idm-profile-attributes">
          {attributes.map((attribute) => (
            <AttributeRow key={attribute.key} attribute={attribute} />
          ))}
        </dl>
      )}
      <LocalePreference dn={person.dn} />
    </div>
  );
}

function AttributeRow({ attribute }: { attribute: PersonAttribute }) {
  const { t } = useTranslation();
  const editable = attribute.editable && attribute.key.toLowerCase() !== 'cn';
  return (
    <div className={editable ? 'idm-profile-attribute editable' : 'idm-profile-attribute'} data-key={attribute.key}>
      <dt>
        {attribute.label}
        {editable ? null : (
          <span className="idm-profile-lock">
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z" />
            </svg>
            <span className="visually-hidden">{t('profile.details.readOnlyMark')}</span>
          </span>
        )}
      </dt>
      <dd>
        <AttributeValues attribute={attribute} />
      </dd>
    </div>
  );
}
