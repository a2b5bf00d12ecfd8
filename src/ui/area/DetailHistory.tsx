import type { ReactNode } from 'react';
import { DateTime } from '../dates/DateTime';

/* What happened to an item (a task, a request): its steps on a dated timeline, and its comments. */

export interface TimelineItem {
  key: string;
  /** Classes of the step's dot ('approved', 'denied', 'pending', …). */
  outcome: string;
  title: string;
  /** Said under the title ('approved by …'). */
  detail?: string;
  /** Who acted or is waited for, in words ('By Mia Manager'), the name isolated (IsolatedSentence). */
  actor?: ReactNode;
  at: number | null;
  /** A comment made with the step. */
  comment?: string;
}

/** Steps oldest first: a line with a dot per step, who and when under each. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="idm-timeline">
      {items.map((item) => (
        <li key={item.key} className={`idm-timeline-entry ${item.outcome}`.trim()}>
          <p className="idm-timeline-title" dir="auto">
            {item.title}
          </p>
          {item.detail ? (
            <p className="idm-timeline-detail" dir="auto">
              {item.detail}
            </p>
          ) : null}
          <p className="idm-timeline-meta">
            {item.actor ? <span dir="auto">{item.actor}</span> : null}
            <DateTime value={item.at} />
          </p>
          {item.comment ? (
            <p className="idm-timeline-comment" dir="auto">
              {item.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export interface CommentItem {
  key: string;
  userName: string;
  text: string;
  at: number | null;
  /** The step it was made in. */
  activity: string;
  /** Said by the system, not a person. */
  system: boolean;
}

/** Comments, each with its author, date and step; the text as typed (never HTML), in its own direction. */
export function CommentList({ comments }: { comments: readonly CommentItem[] }) {
  return (
    <ul className="idm-comments">
      {comments.map((comment) => (
        <li key={comment.key} className={comment.system ? 'system' : undefined}>
          <p className="idm-comment-meta">
            <span className="idm-comment-author" dir="auto">
              {comment.userName}
            </span>
            <DateTime value={comment.at} />
            {comment.activity ? <span dir="auto">{comment.activity}</span> : null}
          </p>
          <p className="idm-comment-text" dir="auto">
            {comment.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
