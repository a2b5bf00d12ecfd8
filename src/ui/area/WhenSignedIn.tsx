import { useEffect, useRef, type ReactNode } from 'react';
import { useStartupData } from '../../api/startup';
import { useLoggedInUser } from '../../api/user';
import { errorMessage } from '../../core/errors';
import { useCore, useTranslation } from '../../core/react';
import { ComponentLoader } from '../ComponentLoader';

export interface WhenSignedInProps {
  /** What the loader says meanwhile. */
  loadingLabel: string;
  /**
   * Starts the element's first queries as soon as the core is signed in, beside the start-up reads
   * rather than after them (same query keys as the content's). Called once.
   */
  prefetch?: () => void;
  children?: ReactNode;
}

/**
 * An element's content waits for the start-up data and the signed-in user (whose the lists, claims
 * and carts are): a loader meanwhile, the error (part `error`) when the user cannot be read.
 */
export function WhenSignedIn({ loadingLabel, prefetch, children }: WhenSignedInProps) {
  const { t } = useTranslation();
  const core = useCore();
  const firstPrefetch = useRef(prefetch);
  useEffect(() => {
    const run = firstPrefetch.current;
    if (!run) return;
    firstPrefetch.current = undefined;
    core.start().then(
      () => {
        if (core.stores.$session.get().status === 'ready') run();
      },
      () => undefined, // a failed start is the start-up's to show
    );
  }, [core]);
  const startup = useStartupData();
  const user = useLoggedInUser();
  if (startup.isPending || (user.isPending && !user.isError)) return <ComponentLoader label={loadingLabel} />;
  if (user.isError) {
    return (
      <p className="idm-alert danger" role="alert" part="error">
        {errorMessage(user.error, (key) => t(key))}
      </p>
    );
  }
  return <>{children}</>;
}
