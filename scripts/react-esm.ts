// React and react-dom publish CommonJS only. Imported from ES modules as they are, every chunk that renders
// wraps them again (`var r = __toESM(require_react())`, the bundler's runtime helpers in a file of their own)
// and calls each export through the object: `(0, r.jsx)(…)` at every element, `(0, r.useState)(…)` at every
// hook, names the minifier cannot shorten. This plugin gives the build's ES modules an ES facade instead: the
// facade reads each export once, and the chunks import it by a binding the minifier names in one letter.
// Same modules, same behaviour; only the way they are linked changes (docs/size.md, issue 32 s21).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0react-esm:';

/** The facades: the specifier, the CommonJS file whose exports it names (production, as the build runs). */
const FACADES: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
};

/**
 * Importers that keep the CommonJS module: React's own files (they `require` each other), and react-router, which
 * reads `React[name]` by a computed name (a facade's namespace would then keep every export in the first load).
 */
const KEEPS_COMMONJS = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The facade's source: each export read from the CommonJS module when used (pure, so unused ones drop). */
export function facadeSource(commonJsFile: string, names: readonly string[]): string {
  const exported = names.filter((name) => name !== 'default' && IDENTIFIER.test(name));
  return [
    `import cjs from ${JSON.stringify(commonJsFile)};`,
    'const pick = (name) => cjs[name];',
    ...exported.map((name) => `export const ${name} = /* @__PURE__ */ pick(${JSON.stringify(name)});`),
    'export default cjs;',
  ].join('\n');
}

export function reactEsm(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'idm-react-esm',
    apply: 'build',
    // Before Vite's own resolver, which would take the package's CommonJS entry.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in FACADES) || (importer && KEEPS_COMMONJS.test(importer))) return null;
      return `${PREFIX}${source}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const source = id.slice(PREFIX.length);
      const file = require.resolve(source);
      // The names of the production build, the one the bundle runs (`react/index.js` picks it by NODE_ENV).
      const [packageName, ...rest] = (FACADES[source] as string).split('/');
      const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
      const names = Object.keys(require(path.join(packageDir, ...rest)) as object);
      return facadeSource(file, names);
    },
  };
}
