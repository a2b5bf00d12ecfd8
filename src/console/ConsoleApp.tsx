import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore, useCoreStore } from '../core/react';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { Shell } from './Shell';

export interface ConsoleAppProps {
  host: HTMLElement;
}

/** `<idm-console>`: starts the core (context, session), then shows the shell. */
export function ConsoleApp(_props: ConsoleAppProps) {
  const core = useCore();
  const session = useCoreStore('$session');

  useEffect(() => {
    // A failed start is reported through $session; nothing else to do here.
    core.start().catch(() => undefined);
  }, [core]);

  switch (session.status) {
    case 'ready':
      return <Shell />;
    case 'error':
      return <StartupError message={session.error} />;
    case 'signed-out':
      return <SignedOut onSignIn={() => core.session.authorizeRedirect()} />;
    default:
      return <LoadingOverlay />;
  }
}

function StartupError({ message }: { message?: string }) {
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

function SignedOut({ onSignIn }: { onSignIn: () => void }) {
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
