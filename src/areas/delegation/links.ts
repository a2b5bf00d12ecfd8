import { sectionHref } from '../../core/navigation';

/** The delegation area's links. */
export const delegationLinks = {
  list: () => sectionHref('delegation'),
  create: () => sectionHref('delegation', 'createDelegation'),
  edit: (id: string) => sectionHref('delegation', 'edit', id),
};
