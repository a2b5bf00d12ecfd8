import { useTranslation } from '../core/react';
import { errorMessage } from '../core/errors';

export interface LoadFailureProps {
  /** What the load failed with: its text is the spec's (Fault reason, status and text, 'Network Error'). */
  error: unknown;
  /** Asks again (usually the query's `refetch`); without it no button shows. */
  onRetry?(): void;
  /** Words saying what did not load, before the error's own text (e.g. the menu). */
  what?: string;
  /** The spec's fixed message for this load (e.g. 'Failed to fetch users list.'), shown instead of the error's text. */
  message?: string;
  className?: string;
}

/**
 * A read that failed, shown where its data would have been, with Try again. Every failed load uses
 * this, so that no failure passes silently and each looks and reads the same.
 */
export function LoadFailure({ error, onRetry, what, message, className }: LoadFailureProps) {
  const { t } = useTranslation();
  const detail = message ?? errorMessage(error, (key) => t(key));
  return (
    <div
      className={`idm-alert alert-danger idm-load-failure${className ? ` ${className}` : ''}`}
      role="alert"
      part="load-failure"
    >
      <span className="idm-load-failure-text">{what ? `${what} ${detail}` : detail}</span>
      {onRetry ? (
        <button type="button" className="idm-button secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
