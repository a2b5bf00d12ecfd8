import { useEffect, useLayoutEffect } from 'react';
import { useCore, useCoreStore } from '../core/react';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { useStoredTheme } from './profile/useTheme';
import { HostContext } from './shell/host-context';
import { Shell, type ShellProps } from './shell/Shell';
import { SignedOut, StartupError } from './shell/StartupScreens';

export interface ConsoleAppProps extends ShellProps {
  /** The `<idm-console>` element (its theme attribute follows the profile menu's choice). */
  host: HTMLElement;
}

/** `<idm-console>`: starts the core (context, session), then shows the shell. */
export function ConsoleApp({ host, ...shellProps }: ConsoleAppProps) {
  const core = useCore();
  const session = useCoreStore('$session');
  useStoredTheme(host);

  // A layout effect: the context read starts right after the first render, not a frame later.
  useLayoutEffect(() => {
    // A failed start is reported through $session; nothing else to do here.
    core.start().catch(() => undefined);
  }, [core]);

  useEffect(() => {
    // Idempotent: (re)starts the idle timer for the signed-in session.
    if (session.status === 'ready') core.session.startIdleTimer();
  }, [core, session.status]);

  let content;
  switch (session.status) {
    case 'ready':
      content = <Shell {...shellProps} />;
      break;
    case 'error':
      content = <StartupError message={session.error} />;
      break;
    case 'signed-out':
      content = <SignedOut onSignIn={() => core.session.authorizeRedirect()} />;
      break;
    default:
      content = <LoadingOverlay />;
  }
  return <HostContext.Provider value={host}>{content}</HostContext.Provider>;
}
