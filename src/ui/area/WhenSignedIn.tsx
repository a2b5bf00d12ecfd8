import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupData } from '../../api/startup';
import { useLoggedInUser } from '../../api/user';
import { errorMessage } from '../../core/errors';
import { ComponentLoader } from '../ComponentLoader';

export interface WhenSignedInProps {
  /** What the loader says meanwhile. */
  loadingLabel: string;
  children?: ReactNode;
}

/**
 * An element's content waits for the start-up data and the signed-in user (whose the lists, claims
 * and carts are): a loader meanwhile, the error (part `error`) when the user cannot be read.
 */
export function WhenSignedIn({ loadingLabel, children }: WhenSignedInProps) {
  const { t } = useTranslation();
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
