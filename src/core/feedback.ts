import type { WritableAtom } from 'nanostores';
import type { FeedbackKind, StructuredFeedback } from '../domain/feedback';
import type { TimerId } from './env';
import type { FeedbackMessage } from './stores';

export interface FeedbackOptions {
  /** Remove the message after this many milliseconds (unless pinned). */
  durationMs?: number;
  pinned?: boolean;
}

export interface FeedbackController {
  /** Adds a message to the banner; returns its id. */
  show(kind: FeedbackKind, content: string | StructuredFeedback, options?: FeedbackOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export function createFeedback($feedback: WritableAtom<FeedbackMessage[]>, timers: Timers): FeedbackController {
  let nextId = 1;
  const expiries = new Map<string, TimerId>();

  const dismiss = (id: string): void => {
    const timer = expiries.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    expiries.delete(id);
    $feedback.set($feedback.get().filter((message) => message.id !== id));
  };

  return {
    show(kind, content, options = {}) {
      const id = `feedback-${nextId++}`;
      const message: FeedbackMessage = { id, kind };
      if (typeof content === 'string') message.text = content;
      else message.structured = content;
      if (options.pinned) message.pinned = true;
      $feedback.set([...$feedback.get(), message]);
      if (options.durationMs !== undefined && !options.pinned) {
        expiries.set(
          id,
          timers.setTimeout(() => dismiss(id), options.durationMs),
        );
      }
      return id;
    },
    dismiss,
    clear() {
      for (const timer of expiries.values()) timers.clearTimeout(timer);
      expiries.clear();
      $feedback.set([]);
    },
  };
}
