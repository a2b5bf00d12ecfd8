import { useTranslation } from '../../core/react';
import { mailtoHref, telHref, type HelpDeskContact } from './help-desk-contact';

/** The contact as a description list (the dialog and the footer show it). */
export function HelpDeskDetails({ contact }: { contact: HelpDeskContact }) {
  const { t } = useTranslation();
  const mailto = mailtoHref(contact.email);
  if (!contact.name && !contact.email && contact.phoneNumbers.length === 0) {
    return <p>{t('helpDesk.none')}</p>;
  }
  return (
    <dl className="help-desk">
      {contact.name ? (
        <>
          <dt>{t('helpDesk.name')}</dt>
          <dd dir="auto">{contact.name}</dd>
        </>
      ) : null}
      {contact.email ? (
        <>
          <dt>{t('helpDesk.email')}</dt>
          <dd>
            {mailto ? (
              <a href={mailto} dir="ltr">
                {contact.email}
              </a>
            ) : (
              <span dir="ltr">{contact.email}</span>
            )}
          </dd>
        </>
      ) : null}
      {contact.phoneNumbers.length > 0 ? (
        <>
          <dt>{t('helpDesk.phone')}</dt>
          {contact.phoneNumbers.map((number) => (
            <dd key={number}>
              <a href={telHref(number)} dir="ltr">
                {number}
              </a>
            </dd>
          ))}
        </>
      ) : null}
    </dl>
  );
}
