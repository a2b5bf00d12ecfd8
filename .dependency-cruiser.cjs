/** The layer arrows of DESIGN.md: a wrong import fails `npm run lint`. */
const layer = (name) => `^src/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain imports nothing of ours.',
      from: { path: layer('domain') },
      to: { path: '^(src/(?!domain/)|elements/|demo/)' },
    },
    {
      name: 'core-imports-domain-only',
      severity: 'error',
      from: { path: layer('core') },
      to: { path: '^(src/(api|ui|areas|console)/|elements/|demo/)' },
    },
    {
      name: 'api-imports-core-and-domain',
      severity: 'error',
      from: { path: layer('api') },
      to: { path: '^(src/(ui|areas|console)/|elements/|demo/)' },
    },
    {
      name: 'ui-below-areas',
      severity: 'error',
      from: { path: layer('ui') },
      to: { path: '^(src/(areas|console)/|elements/|demo/)' },
    },
    {
      name: 'areas-below-console',
      severity: 'error',
      from: { path: layer('areas') },
      to: { path: '^(src/console/|elements/|demo/)' },
    },
    {
      name: 'areas-are-independent',
      severity: 'error',
      comment: 'An area never imports another area.',
      from: { path: '^src/areas/([^/]+)/' },
      to: { path: '^src/areas/', pathNot: '^src/areas/$1/' },
    },
    {
      name: 'console-below-elements',
      severity: 'error',
      from: { path: layer('console') },
      to: { path: '^(elements/|demo/)' },
    },
    {
      name: 'sandbox-imports-domain-only',
      severity: 'error',
      comment: 'The sandbox shares only pure domain code with the browser.',
      from: { path: '^demo/server/' },
      to: { path: '^(src/(?!domain/)|elements/)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-router-in-widgets',
      severity: 'error',
      comment:
        'Only <idm-console> routes: a widget reaching react-router ships it to every page that embeds one (navigate with src/ui/area navigation, idm-navigate events).',
      from: { path: '^elements/(?!(idm-console|index)\\.ts$)' },
      to: { path: 'node_modules/react-router', reachable: true },
    },
    {
      name: 'date-fns-only-where-dates-show',
      severity: 'error',
      comment:
        'Date formatting lives in src/domain/date-format.ts; the helpers nearly everything uses (src/domain/format.ts) and the picker carry no date-fns.',
      from: { path: '^(src/domain/format\\.ts|elements/idm-picker\\.ts)$' },
      to: { path: 'node_modules/date-fns', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay as leaves (doNotFollow): the widget rules look for react-router and date-fns.
    exclude: { path: '^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
