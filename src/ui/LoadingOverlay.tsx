import { useTranslation } from '../core/react';

/** The full-screen white overlay shown while the console loads what it needs first. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="idm-loading-overlay" part="loading" role="status" aria-live="polite">
      <div className="idm-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
