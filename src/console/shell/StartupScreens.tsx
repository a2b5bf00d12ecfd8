import { useTranslation } from 'react-i18next';

/** The console could not start (context or the user's details failed to load). */
export function StartupError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="startup-error" part="error">
      <div className="idm-alert danger" role="alert">
        {message || t('errors.server', 'Server error')}
      </div>
      <button type="button" className="idm-button" onClick={() => location.reload()}>
        {t('common.refresh', 'Refresh')}
      </button>
    </div>
  );
}

/** No session and no automatic sign-in. */
export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="startup-error" part="signed-out">
      <p>{t('session.notSignedIn', 'You are not signed in.')}</p>
      <button type="button" className="idm-button" onClick={onSignIn}>
        {t('common.signIn', 'Sign In')}
      </button>
    </div>
  );
}
