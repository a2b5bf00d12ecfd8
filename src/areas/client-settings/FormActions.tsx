import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** Restore defaults, for the sections that have them. */
  onRestore?: () => void;
  restoring?: boolean;
}

/** A client-settings form's footer: its submit button and, for a section, Restore defaults. */
export function FormActions({ submitLabel, pending, onRestore, restoring = false }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="idm-admin-actions">
      <button type="submit" className="idm-button" disabled={pending}>
        {submitLabel}
      </button>
      {onRestore ? (
        <button type="button" className="idm-button secondary" disabled={restoring} onClick={onRestore}>
          {t('clientSettings.restoreDefaults')}
        </button>
      ) : null}
    </div>
  );
}
