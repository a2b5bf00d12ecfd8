import { sectionHref } from '../../core/navigation';

/**
 * Links the detail page makes. A user's page is `#/users/{dn}` (the user catalog path of spec section 2,
 * `/idmdash/#/users/` in the console); the inline route `#/detailInfo/{dn}` shows the same page.
 */
export const userLinks = {
  catalog: () => sectionHref('users'),
  detail: (dn: string) => sectionHref('users', dn),
  inlineDetail: (dn: string) => sectionHref('detailInfo', dn),
  /** A group's page (section groups; administrators). */
  group: (dn: string) => sectionHref('groups', 'detail', dn),
};
