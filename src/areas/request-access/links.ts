import { sectionHref } from '../../core/navigation';

/** Typed link builders. */
export const requestAccessLinks = {
  requests: () => sectionHref('requests'),
  landing: () => sectionHref('landing'),
  /** `#/requests?recipient=cn%3D…`: request on behalf of this user. */
  requestFor: (recipientDn: string) => `${sectionHref('requests')}?recipient=${encodeURIComponent(recipientDn)}`,
  history: () => sectionHref('history'),
};
