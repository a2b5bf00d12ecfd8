import { useEffect, useState } from 'react';
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
  // Started in the first render (idempotent), before the session is read: the context read leaves before the
  // first commit, and the session is 'starting' from the first paint on, with no render of its own for that.
  useState(() => core.start().catch(() => undefined)); // a failed start is reported through $session
  const session = useCoreStore('$session');
  useStoredTheme(host);

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
