import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { TableSpinner } from '../../ui/TableSpinner';
import { mailtoHref, telHref, type HelpDeskContact } from './help-desk-contact';

// Loaded when someone opens a ticket: the console's first load carries the contact only.
const HelpDeskTicketForm = lazy(() => import('./HelpDeskTicketForm').then((m) => ({ default: m.HelpDeskTicketForm })));

export interface HelpDeskDialogProps {
  open: boolean;
  contact: HelpDeskContact;
  onClose(): void;
}

/** The help desk's name, e-mail address (mailto link) and phone numbers (tel links); "Open a ticket" (access/helpdesk/ticket). */
export function HelpDeskDialog({ open, contact, onClose }: HelpDeskDialogProps) {
  const { t } = useTranslation();
  const [ticketing, setTicketing] = useState(false);
  return (
    <Dialog
      open={open}
      heading={t('helpDesk.title')}
      onClose={onClose}
      footer={
        <>
          {ticketing ? null : (
            <button type="button" className="idm-button secondary" onClick={() => setTicketing(true)}>
              {t('helpDesk.openTicket')}
            </button>
          )}
          <button type="button" className="idm-button" onClick={onClose}>
            {t('common.ok')}
          </button>
        </>
      }
    >
      <HelpDeskDetails contact={contact} />
      {ticketing ? (
        <Suspense fallback={<TableSpinner />}>
          <HelpDeskTicketForm />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

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
