import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../core/react';
import { Dialog } from '../../ui/Dialog';
import { TableSpinner } from '../../ui/TableSpinner';
import type { HelpDeskContact } from './help-desk-contact';
import { HelpDeskDetails } from './HelpDeskDetails';

// Loaded when someone opens a ticket: the console's first load carries the contact only.
const HelpDeskTicketForm = lazy(() => import('./HelpDeskTicketForm').then((m) => ({ default: m.HelpDeskTicketForm })));

export interface HelpDeskDialogProps {
  open: boolean;
  contact: HelpDeskContact;
  onClose(): void;
}

/** Loaded when opened (ShellLayout). The help desk's name, e-mail address (mailto link) and phone numbers (tel links); "Open a ticket" (access/helpdesk/ticket). */
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
            {t('frame.ok')}
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
