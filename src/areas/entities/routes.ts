import { defineAreaRoutes } from '../../core/navigation';
import { entitiesStrings } from './strings';

/**
 * Entities, section `entities` (page key `entities`): the custom entity definitions and their items
 * (`#/entities`, `#/entities/<definition>`), an item (`#/entities/<definition>/<dn>`, where the user pages' entity
 * links land), a new item (`#/entities/<definition>/create`), an item's org chart
 * (`#/entities/<definition>/<dn>/orgchart`, right entityOrgChart) and the help desk's tickets (`#/entities/helpdesk`).
 * Everyone reads; administrators create, edit and delete (the server refuses others).
 */
export default defineAreaRoutes({
  area: 'entities',
  strings: [entitiesStrings],
  sections: [
    {
      section: 'entities',
      routes: [
        { path: '', load: () => import('./CatalogPage') },
        { path: 'helpdesk', load: () => import('./HelpdeskPage') },
        { path: ':definition', load: () => import('./CatalogPage') },
        { path: ':definition/create', load: () => import('./CreatePage') },
        { path: ':definition/:dn', load: () => import('./ItemPage') },
        { path: ':definition/:dn/orgchart', load: () => import('./OrgChartPage') },
      ],
    },
  ],
});

export { entitiesLinks } from './links';
