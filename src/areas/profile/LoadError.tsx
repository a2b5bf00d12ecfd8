import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';

/** A failed load: the error's text and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  const { t } = useTranslation();
  return (
    <div className="idm-alert alert-danger idm-profile-load-error" role="alert">
      <span>{errorMessage(error, (key) => t(key))}</span>
      {onRetry ? (
        <button type="button" className="idm-button secondary" onClick={onRetry}>
          {t('profile.retry', 'Try again')}
        </button>
      ) : null}
    </div>
  );
}
