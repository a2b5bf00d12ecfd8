import { defineAreaRoutes, sectionHref, sectionPath } from '../../core/navigation';
import { orgchartStrings } from './strings';

/**
 * The org chart: `#/orgchart` (around the signed-in user) and `#/orgchart/{URL-encoded dn}` (around
 * someone else). Page key `orgChart`.
 */
export default defineAreaRoutes({
  area: 'orgchart',
  strings: [orgchartStrings],
  sections: [
    {
      section: 'orgchart',
      routes: [{ path: ':dn?', load: () => import('./OrgChartPage') }],
    },
  ],
});

export const orgChartLinks = {
  chart: (dn?: string) => (dn ? sectionHref('orgchart', dn) : sectionHref('orgchart')),
};

export const orgChartPaths = {
  chart: (dn?: string) => (dn ? sectionPath('orgchart', dn) : sectionPath('orgchart')),
};
