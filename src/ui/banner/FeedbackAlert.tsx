import { useEffect, useRef, useState } from 'react';
import { useCore, useTranslation } from '../../core/react';
import type { FeedbackMessage } from '../../core/stores';
import { describeFeedback } from './describe-feedback';
import { StructuredFeedbackText } from './StructuredFeedbackText';

export interface FeedbackAlertProps {
  message: FeedbackMessage;
  /** Stays until closed. */
  pinned: boolean;
  durationMs: number;
  onDismiss(message: FeedbackMessage, closedByUser: boolean): void;
}

/** One banner message: coloured by its kind, closable, hiding itself after `durationMs` unless pinned. */
export function FeedbackAlert({ message, pinned, durationMs, onDismiss }: FeedbackAlertProps) {
  const { t } = useTranslation();
  const { env } = useCore();
  // Reading takes time: the countdown waits while the pointer or the focus is on the message.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // A new callback from the owner must not restart the countdown.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (pinned || paused) return;
    const timer = env.setTimeout(() => onDismissRef.current(message, false), durationMs);
    return () => env.clearTimeout(timer);
  }, [env, message, pinned, paused, durationMs]);

  const view = describeFeedback(message);
  return (
    <div
      className={`idm-alert ${view.className}`}
      part="alert"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="idm-alert-content" role={view.role}>
        {view.text ? <p className="idm-alert-text">{view.text}</p> : null}
        {message.structured ? <StructuredFeedbackText view={view} /> : null}
      </div>
      <button
        type="button"
        className="idm-icon-button idm-alert-close"
        aria-label={t('ui.feedback.dismiss')}
        onClick={() => onDismiss(message, true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
