import type { WritableAtom } from 'nanostores';
import type { FeedbackKind, StructuredFeedback } from '../domain/feedback';
import type { TimerId } from './env';
import type { FeedbackMessage } from './stores';

export interface FeedbackOptions {
  /** Remove the message after this many milliseconds (unless pinned). */
  durationMs?: number;
  pinned?: boolean;
  /** A structured answer's title over what succeeded, saying what was done ("Approved:"). */
  succeededTitle?: string;
}

export interface FeedbackController {
  /**
   * Adds a message to the banner; returns its id. The same message (kind and content) already showing is not
   * added twice: its id comes back. A failure stays until closed.
   */
  show(kind: FeedbackKind, content: string | StructuredFeedback, options?: FeedbackOptions): string;
  dismiss(id: string): void;
  /** Closes the failures shown on another page than `page`: a failure belongs to the page it came from. */
  leavePage(page: string): void;
  clear(): void;
}

/** The page of an address: its hash route without the route's query (a list's search stays the same page). */
export const pageOfAddress = (href: string): string => href.replace(/(#[^?]*)\?.*$/, '$1');

/** Failures stay until the person closes them (or leaves their page), so none goes unseen. */
export const isFailure = (kind: FeedbackKind): boolean => kind === 'danger';

const sameContent = (message: FeedbackMessage, kind: FeedbackKind, content: string | StructuredFeedback): boolean =>
  message.kind === kind &&
  (typeof content === 'string'
    ? message.text === content && message.structured === undefined
    : message.text === undefined && JSON.stringify(message.structured) === JSON.stringify(content));

interface Timers {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

export function createFeedback(
  $feedback: WritableAtom<FeedbackMessage[]>,
  timers: Timers,
  currentPage: () => string = () => '',
): FeedbackController {
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
      const showing = $feedback.get().find((message) => sameContent(message, kind, content));
      if (showing) return showing.id;
      const id = `feedback-${nextId++}`;
      const pinned = options.pinned === true || isFailure(kind);
      const message: FeedbackMessage = { id, kind, page: currentPage() };
      if (typeof content === 'string') message.text = content;
      else message.structured = content;
      if (pinned) message.pinned = true;
      if (options.succeededTitle) message.succeededTitle = options.succeededTitle;
      $feedback.set([...$feedback.get(), message]);
      if (options.durationMs !== undefined && !pinned) {
        expiries.set(
          id,
          timers.setTimeout(() => dismiss(id), options.durationMs),
        );
      }
      return id;
    },
    dismiss,
    leavePage(page) {
      for (const message of $feedback.get()) {
        if (isFailure(message.kind) && message.page !== undefined && message.page !== page) dismiss(message.id);
      }
    },
    clear() {
      for (const timer of expiries.values()) timers.clearTimeout(timer);
      expiries.clear();
      $feedback.set([]);
    },
  };
}
