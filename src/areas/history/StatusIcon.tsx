import type { ReactNode } from 'react';
import type { StatusIcon as StatusIconGroup } from '../../domain/request-state-groups';

/** One inline SVG per icon group of spec section 4; the state's text always stands beside it. */
const PATHS: Record<StatusIconGroup, ReactNode> = {
  running: (
    <>
      <circle cx="8" cy="8" r="6.5" fill="none" strokeWidth="1.6" />
      <path d="M8 4.2V8l2.6 1.8" fill="none" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  'completed-approved': (
    <>
      <circle cx="8" cy="8" r="7" className="fill" />
      <path d="M4.6 8.3l2.3 2.3 4.6-4.8" fill="none" strokeWidth="1.8" className="on-fill" strokeLinecap="round" />
    </>
  ),
  completed: (
    <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  ),
  canceled: (
    <>
      <circle cx="8" cy="8" r="6.5" fill="none" strokeWidth="1.6" />
      <path d="M3.4 12.6l9.2-9.2" fill="none" strokeWidth="1.6" />
    </>
  ),
  error: (
    <>
      <path d="M8 1.3l7 12.6H1z" className="fill" />
      <path d="M8 5.6v4M8 11.4v.9" fill="none" strokeWidth="1.7" className="on-fill" strokeLinecap="round" />
    </>
  ),
  denied: (
    <>
      <circle cx="8" cy="8" r="7" className="fill" />
      <path
        d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6"
        fill="none"
        strokeWidth="1.8"
        className="on-fill"
        strokeLinecap="round"
      />
    </>
  ),
};

/** The icon of a status group: decorative (the text next to it names the state). */
export function StatusIcon({ group }: { group: StatusIconGroup }) {
  return (
    <svg
      className={`history-status-icon ${group}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-icon={group}
    >
      {PATHS[group]}
    </svg>
  );
}
