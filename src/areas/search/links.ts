import { sectionHref } from '../../core/navigation';
import type { SearchItem } from '../../domain/global-search';

/**
 * Where a found item opens: a person's details, an administration object's page, a page's own link. A request
 * definition has no page of its own: it opens the workflow monitor, where its requests are.
 */
export function itemHref(item: SearchItem): string | null {
  switch (item.kind) {
    case 'user':
      return sectionHref('users', item.id);
    case 'role':
      return sectionHref('role', 'detail', item.id);
    case 'resource':
      return sectionHref('resource', 'detail', item.id);
    case 'group':
      return sectionHref('groups', 'detail', item.id);
    case 'team':
      return sectionHref('teams', 'detail', item.id);
    case 'sod':
      return sectionHref('sod', 'detail', item.id);
    case 'prd':
      return sectionHref('workflowmonitoring');
    case 'page':
      return item.id;
    case 'action':
      return null;
  }
}
