import { useLoadedClientSettings } from '../../api/settings';
import { useCallback } from 'react';
import { useCore, useCoreStore } from '../../core/react';
import type { FeedbackMessage } from '../../core/stores';
import { safeHref } from '../../domain/safe-url';
import { FeedbackAlert } from './FeedbackAlert';
import { messageTimeMs } from './describe-feedback';

export interface FeedbackBannerProps {
  /** A child area's banner: its messages stay until closed. */
  pinned?: boolean;
  /** Overrides the client setting `messageTime` (milliseconds). */
  durationMs?: number;
  /** An in-app route (e.g. '#/role') to go to when the user closes a pinned message. */
  navigateTo?: string;
  /** Called when the user closes a message (not when it hides by itself). */
  onClose?(message: FeedbackMessage): void;
}

/** The global feedback banner: the core's `$feedback` messages, newest last. */
export function FeedbackBanner({ pinned = false, durationMs, navigateTo, onClose }: FeedbackBannerProps) {
  const core = useCore();
  const messages = useCoreStore('$feedback');
  const clientSettings = useLoadedClientSettings();
  const duration = durationMs ?? messageTimeMs(clientSettings);

  const dismiss = useCallback(
    (message: FeedbackMessage, closedByUser: boolean) => {
      core.feedback.dismiss(message.id);
      if (!closedByUser) return;
      onClose?.(message);
      const target = safeHref(navigateTo);
      if (target && (pinned || message.pinned)) core.env.location.assign(target);
    },
    [core, onClose, navigateTo, pinned],
  );

  if (messages.length === 0) return null;
  return (
    <div className="idm-banner" part="banner">
      {messages.map((message) => (
        <FeedbackAlert
          key={message.id}
          message={message}
          pinned={pinned || message.pinned === true}
          durationMs={duration}
          onDismiss={dismiss}
        />
      ))}
    </div>
  );
}
