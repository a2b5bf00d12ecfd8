import { useTranslation } from '../../core/react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { EditUserForm } from './EditUserForm';
import { editableAttributes, editableImage, updateErrorMessage } from './manage-model';
import { usePersonDetails } from './queries';

export interface EditUserDialogProps {
  dn: string;
  /** Shown in the heading until the details are in. */
  name: string;
  onClose(): void;
}

/** Edit one user: only the attributes (and the photo) the signed-in user may change. */
export function EditUserDialog({ dn, name, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const details = usePersonDetails(dn);
  const person = details.data;
  const heading = t('manageUsers.editHeading', { name: person?.fullName || name });
  const editable = person ? editableAttributes(person) : [];
  const image = person ? editableImage(person) : null;
  const nothing = person !== undefined && editable.length === 0 && image === null;
  const cancel = (
    <button type="button" className="idm-button secondary" onClick={onClose}>
      {t('common.cancel')}
    </button>
  );

  return (
    <Dialog
      open
      heading={heading}
      onClose={onClose}
      footer={person && !nothing ? undefined : cancel}
      className="idm-manage-users-dialog"
    >
      {details.isPending ? (
        <ComponentLoader />
      ) : details.isError || !person ? (
        <p className="idm-manage-users-error" role="alert">
          {updateErrorMessage(details.error, t('errors.network'))}
        </p>
      ) : nothing ? (
        <p>{t('manageUsers.nothingEditable')}</p>
      ) : (
        <EditUserForm
          person={person}
          attributes={editable}
          image={image}
          reload={async () => (await details.refetch()).data ?? person}
          actions={cancel}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}
