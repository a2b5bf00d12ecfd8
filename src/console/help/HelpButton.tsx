import { useTranslation } from '../../core/react';

/** The main outlet's Help button. */
export function HelpButton({ onHelp }: { onHelp(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="idm-button secondary help-button" part="help-button" onClick={onHelp}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className="help-icon">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 16.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm1.3-5.2v.7h-2.6v-1.1c0-1.3.8-2 1.6-2.6.7-.5 1.2-.9 1.2-1.6a1.5 1.5 0 0 0-3 0H7.9a4.1 4.1 0 0 1 8.2 0c0 1.7-1.1 2.5-2 3.1-.5.4-.8.6-.8 1.5Z" />
      </svg>
      {t('frame.help')}
    </button>
  );
}
