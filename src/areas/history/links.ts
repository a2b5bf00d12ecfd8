import { sectionHref, sectionPath } from '../../core/navigation';

/** Typed link builders of the request history: every segment URL-encoded. */
export const historyLinks = {
  list: () => sectionHref('history'),
  detail: (entityType: string, requestId: string) => sectionHref('history', entityType, requestId),
};

/** The same as router paths (for `navigate()`). */
export const historyPaths = {
  list: () => sectionPath('history'),
  detail: (entityType: string, requestId: string) => sectionPath('history', entityType, requestId),
};
