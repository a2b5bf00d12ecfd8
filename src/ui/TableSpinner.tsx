import { useTranslation } from '../core/react';

/** The spinner shown in a table's body while its rows load. */
export function TableSpinner() {
  const { t } = useTranslation();
  return (
    <div className="idm-table-spinner" role="status">
      <div className="idm-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
