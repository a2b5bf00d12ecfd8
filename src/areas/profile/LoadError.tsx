import { LoadFailure } from '../../ui/LoadFailure';

/** A failed load of the profile: the shared LoadFailure (the error's text and Try again). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  return <LoadFailure className="idm-profile-load-error" error={error} {...(onRetry ? { onRetry } : {})} />;
}
