/**
 * The React API the code is written against runs on Preact's implementation of it (`preact/compat`) in the
 * shipped bundles: react-dom 19 alone is about 58 KiB gzip of the 110 KiB a widget may weigh (issue 13),
 * preact/compat about 5. `IDM_RUNTIME=react` builds with React itself (the unit tests always run on React).
 */
export const reactRuntimeAliases =
  process.env.IDM_RUNTIME === 'react'
    ? []
    : [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ];
