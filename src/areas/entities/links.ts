import { sectionHref } from '../../core/navigation';

/** The entities area's links; every key and DN URL-encoded. */
export const entitiesLinks = {
  catalog: (definition?: string) => (definition ? sectionHref('entities', definition) : sectionHref('entities')),
  item: (definition: string, dn: string) => sectionHref('entities', definition, dn),
  create: (definition: string) => sectionHref('entities', definition, 'create'),
  orgChart: (definition: string, dn: string) => sectionHref('entities', definition, dn, 'orgchart'),
  helpdesk: () => sectionHref('entities', 'helpdesk'),
};
