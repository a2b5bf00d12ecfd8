import { useTranslation } from 'react-i18next';

/** The console could not start (context or the user's details failed to load). */
export function StartupError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="startup-error" part="error">
      <div className="idm-alert danger" role="alert">
        {message || t('errors.server')}
      </div>
      <button type="button" className="idm-button" onClick={() => location.reload()}>
        {t('common.refresh')}
      </button>
    </div>
  );
}

/** No session and no automatic sign-in. */
export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="startup-error" part="signed-out">
      <p>{t('session.notSignedIn')}</p>
      <button type="button" className="idm-button" onClick={onSignIn}>
        {t('common.signIn')}
      </button>
    </div>
  );
}
