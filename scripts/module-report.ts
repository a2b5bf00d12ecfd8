// Build step (IDM_MODULE_REPORT=1 npm run build): what each output chunk is made of, for
// `npm run size -- --modules <widget or chunk>`. Each module's rendered code is minified alone (esbuild)
// and gzipped alone (level 9): a module's figure is a little higher than its share of its chunk, whose
// modules compress together, but the order and the proportions are the chunk's.
import { transformSync } from 'esbuild';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export interface ModuleFigure {
  id: string;
  /** Minified bytes of the module's rendered (tree-shaken) code. */
  raw: number;
  /** The same, gzipped alone. */
  gzip: number;
}

/** Output chunk file → its static imports and its modules, written to `.vite/modules.json`. */
export type ModuleReport = Record<string, { imports: string[]; modules: ModuleFigure[] }>;

const REPORT_FILE = '.vite/modules.json';

function figureOf(id: string, code: string, root: string): ModuleFigure {
  // CSS and JSON modules are rendered as JS too; a module esbuild cannot read counts as it is.
  let minified = code;
  try {
    minified = transformSync(code, { minify: true, loader: 'js', format: 'esm' }).code;
  } catch {
    // Kept unminified: the figure is an upper bound.
  }
  return {
    id: id.startsWith(root) ? id.slice(root.length + 1) : id,
    raw: Buffer.byteLength(minified),
    gzip: zlib.gzipSync(minified, { level: 9 }).length,
  };
}

/** The plugin, active only when IDM_MODULE_REPORT is set (minifying each module alone takes a few seconds). */
export function moduleReport(root: string, reportFile = REPORT_FILE): Plugin {
  return {
    name: 'idm-module-report',
    apply: (_config, { command }) => command === 'build' && process.env.IDM_MODULE_REPORT === '1',
    generateBundle(_options, bundle) {
      const report: ModuleReport = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        report[file.fileName] = {
          imports: file.imports,
          modules: Object.entries(file.modules)
            .filter(([, module]) => module.code)
            .map(([id, module]) => figureOf(id, module.code ?? '', root))
            .sort((a, b) => b.gzip - a.gzip),
        };
      }
      this.emitFile({ type: 'asset', fileName: reportFile, source: JSON.stringify(report) });
    },
  };
}
