import { useTranslation } from '../../core/react';
import { Dialog } from '../../ui/Dialog';
import { useObjectQuickInfo } from './queries';

export interface QuickInfoDialogProps {
  entityType: 'ROLE' | 'RESOURCE';
  dn: string;
  name: string;
  onClose(): void;
}

/** Quick info on a role or resource a permission names: its card (description, level, categories, owners…). */
export function QuickInfoDialog({ entityType, dn, name, onClose }: QuickInfoDialogProps) {
  const { t } = useTranslation();
  const info = useObjectQuickInfo(entityType, dn);
  const fields = [...(info.data?.primary ?? []), ...(info.data?.secondary ?? [])];
  return (
    <Dialog open heading={t('assigneePermissions.quickInfoHeading', { name })} onClose={onClose}>
      {info.isPending ? <p>{t('assigneePermissions.loading')}</p> : null}
      {info.isError ? <p className="idm-admin-error">{t('assigneePermissions.quickInfoFailed')}</p> : null}
      <dl className="admin-permissions-facts" part="quick-info">
        <dt>{t('assigneePermissions.column.dn')}</dt>
        <dd dir="ltr">{dn}</dd>
        {fields.map((field) => (
          <div key={field.key} className="admin-permissions-fact">
            <dt>{field.label || field.key}</dt>
            <dd dir="auto">{field.value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
