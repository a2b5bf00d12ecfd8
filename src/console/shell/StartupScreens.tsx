import { useTranslation } from '../../core/react';
import { useSignOut } from './useSignOut';

/** The console could not start (context or the user's details failed to load). */
export function StartupError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="startup-error" part="error">
      <div className="idm-alert danger" role="alert">
        {message || t('errors.server')}
      </div>
      <button type="button" className="idm-button" onClick={() => location.reload()}>
        {t('frame.refresh')}
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
        {t('frame.signIn')}
      </button>
    </div>
  );
}

/** The client settings' access section keeps this user out (the rights answered 403): say so, offer sign-out. */
export function AccessDenied() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <main className="startup-error" part="access-denied" aria-labelledby="idm-access-denied">
      <h1 id="idm-access-denied">{t('frame.session.accessDeniedTitle')}</h1>
      <p className="idm-alert danger" role="alert">
        {t('frame.session.accessDenied')}
      </p>
      <button type="button" className="idm-button" onClick={signOut}>
        {t('frame.signOut')}
      </button>
    </main>
  );
}
