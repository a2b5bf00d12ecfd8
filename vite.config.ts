import { defineConfig, type Plugin } from 'vite';
import { startupPreloads } from './scripts/startup-preloads.ts';
import { routeFirstReads } from './scripts/first-reads/index.ts';
import { chunkLayout } from './scripts/chunk-layout.ts';
import { consolePageLayout } from './scripts/console-page-layout.ts';
import { moduleReport } from './scripts/module-report.ts';
import { smallPreloadHelper } from './scripts/preload-helper.ts';
import { reactEsm } from './scripts/react-esm.ts';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { elementTags } from './elements/tags.ts';
import { elementsDocumentation, elementsManifest } from './scripts/elements-manifest/index.ts';
import { sriOfEntries } from './scripts/elements-manifest/sri.ts';
const { version } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

const root = path.resolve(import.meta.dirname);

const pagesRoot = path.join(root, 'demo/pages');

/** Copies the shipped translations next to the console page (`idmdash/i18n/<locale>/<namespace>.json`). */
function translationFiles(): Plugin {
  return {
    name: 'idm-translation-files',
    generateBundle() {
      // src/i18n/<locale>/<namespace>.json → idmdash/i18n/<locale>/<namespace>.json (English ships in the code).
      const dir = path.join(root, 'src/i18n');
      if (!fs.existsSync(dir)) return;
      for (const locale of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!locale.isDirectory() || locale.name === 'en') continue;
        for (const file of fs.readdirSync(path.join(dir, locale.name)).filter((f) => f.endsWith('.json'))) {
          this.emitFile({
            type: 'asset',
            fileName: `idmdash/i18n/${locale.name}/${file}`,
            source: fs.readFileSync(path.join(dir, locale.name, file)),
          });
        }
      }
    },
  };
}

/** Files worth compressing; smaller ones go as they are (the sandbox's REST threshold too). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_COMPRESSED_SIZE = 1024;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside a built file, when smaller than it. */
async function writeCompressed(file: string, content: Buffer): Promise<void> {
  if (content.length < MIN_COMPRESSED_SIZE) return;
  const [br, gz] = await Promise.all([
    promisify(zlib.brotliCompress)(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    promisify(zlib.gzip)(content, { level: 9 }),
  ]);
  if (br.length < content.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

/**
 * Writes `.br` and `.gz` beside each built text file of 1 KiB or more: servers send them by Accept-Encoding
 * (the sandbox's `routes/static.ts`).
 */
function precompressedFiles(): Plugin {
  return {
    name: 'idm-precompressed-files',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      // In parallel on libuv's threads: brotli at quality 11 takes seconds for the whole build.
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            await writeCompressed(file, await fs.promises.readFile(file));
          }),
      );
    },
  };
}

/**
 * The Custom Elements Manifest, the typings, editor data, a page per element and `sri.json`, generated from
 * the elements' code (scripts/elements-manifest) into `elements/` once the bundle is written: the integrity
 * hashes are of the files as written.
 */
function elementsDocs(): Plugin {
  return {
    name: 'idm-elements-docs',
    apply: 'build',
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        const outDir = options.dir ?? path.join(root, 'dist');
        const entries = await Promise.all(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' && file.isEntry
              ? [
                  fs.promises
                    .readFile(path.join(outDir, file.fileName), 'utf8')
                    .then((code) => ({ fileName: file.fileName, code })),
                ]
              : [],
          ),
        );
        const sri = sriOfEntries(entries);
        const files = elementsDocumentation(elementsManifest(root, elementTags), version, sri);
        files.set('elements/sri.json', `${JSON.stringify(sri, null, 2)}\n`);
        await Promise.all(
          [...files].map(async ([fileName, source]) => {
            const file = path.join(outDir, fileName);
            await fs.promises.mkdir(path.dirname(file), { recursive: true });
            await fs.promises.writeFile(file, source);
            if (COMPRESSIBLE.test(fileName)) await writeCompressed(file, Buffer.from(source));
          }),
        );
      },
    },
  };
}

const elementEntries = Object.fromEntries([
  ...elementTags.map((tag) => [`elements/${tag}`, path.join(root, `elements/${tag}.ts`)]),
  ['elements/index', path.join(root, 'elements/index.ts')],
  ['elements/idm-loader', path.join(root, 'elements/loader.ts')],
]);

const CONSOLE_ENTRY = path.join(root, 'elements/idm-console.ts');

const layout = chunkLayout(
  CONSOLE_ENTRY,
  elementTags.filter((tag) => tag !== 'idm-console').map((tag) => path.join(root, `elements/${tag}.ts`)),
);

/**
 * The standalone console page, built apart (`--mode console-page`, after the elements): its own entry and chunks
 * under `idmdash/`, laid out for its pages rather than for the widgets (scripts/console-page-layout.ts).
 */
const consolePage = {
  entries: {
    'idmdash/console': CONSOLE_ENTRY,
    'idmdash/console-landing': path.join(root, 'elements/console-landing.ts'),
    'page-console': path.join(pagesRoot, 'idmdash/index.html'),
  },
  layout: consolePageLayout(CONSOLE_ENTRY),
};

const pages = {
  'page-oauth': path.join(pagesRoot, 'idmdash/oauth.html'),
  'page-partner': path.join(pagesRoot, 'demo/partner.html'),
  'page-portal': path.join(pagesRoot, 'demo/portal.html'),
  'page-demo-index': path.join(pagesRoot, 'demo/index.html'),
  'page-console-embed': path.join(pagesRoot, 'demo/console-embed.html'),
  'page-gallery': path.join(pagesRoot, 'demo/gallery.html'),
};

export default defineConfig(({ mode }) => {
  const isConsolePage = mode === 'console-page';
  const preloadHelper = smallPreloadHelper();
  /** Where this build's chunks go: the elements' folder, or the console page's. */
  const folder = isConsolePage ? 'idmdash' : 'elements';
  return {
    root: pagesRoot,
    base: './',
    publicDir: false,
    resolve: {
      // react-router publishes its production build beside the development one but exports only the
      // latter (dev warnings on); the build takes the production files (unit tests keep the default).
      alias: [
        { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
        {
          find: /^react-router\/dom$/,
          replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
        },
        { find: /^date-fns\/locale\/en-US$/, replacement: path.join(root, 'scripts/shims/date-fns-en-us.ts') },
      ],
    },
    plugins: [
      preloadHelper.plugin,
      reactEsm(root),
      react(),
      ...(isConsolePage ? [consolePage.layout.plugin] : [translationFiles(), elementsDocs(), layout.plugin]),
      startupPreloads(elementTags, () => routeFirstReads(root)),
      precompressedFiles(),
      moduleReport(root, isConsolePage ? '.vite/console-page-modules.json' : undefined),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      // IDM_OUT_DIR lets parallel checkouts build (and serve, with IDM_STATIC_DIR) side by side.
      outDir: process.env.IDM_OUT_DIR ? path.resolve(process.env.IDM_OUT_DIR) : path.join(root, 'dist'),
      // The console page's build comes second and adds its folder to the elements' build.
      emptyOutDir: !isConsolePage,
      manifest: isConsolePage ? '.vite/console-page-manifest.json' : true,
      target: 'es2022',
      modulePreload: { polyfill: false, resolveDependencies: preloadHelper.resolveDependencies },
      sourcemap: false,
      // The console page's first load is one file by design (~560 KiB raw, ~170 gzip: `npm run size` keeps its budget).
      chunkSizeWarningLimit: isConsolePage ? 800 : 500,
      // IDM_MINIFY=0: readable names in a start-up CPU profile (docs/benchmarks.md); never shipped so.
      minify: process.env.IDM_MINIFY !== '0',
      rolldownOptions: {
        input: isConsolePage ? consolePage.entries : { ...elementEntries, ...pages },
        // Nothing imports the console page's entry: its exports need not stay (rolldown may then join chunks into it).
        preserveEntrySignatures: isConsolePage ? false : 'allow-extension',
        // The api, domain and ui layers only declare (no module-level effects): an import through a barrel
        // (`src/api/access`) brings only what is used, so a first load does not carry its neighbours' calls.
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](api|domain|ui)[\\/].*\.tsx?$/, sideEffects: false }] },
        // Brotli at quality 11 (precompressedFiles) takes seconds by design; no timing warning on every build.
        checks: { bundlerTimings: false },
        // react-router reads React 19's `useOptimistic` through a computed name and falls back when it is absent
        // (React 18): not a missing import.
        onwarn(warning, warn) {
          if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
          warn(warning);
        },
        output: {
          // A handful of first-load files instead of one per combination of importers (scripts/chunk-layout.ts).
          codeSplitting: { groups: isConsolePage ? consolePage.layout.groups : layout.groups },
          entryFileNames: (chunk) =>
            chunk.name.startsWith(`${folder}/`) ? '[name].js' : `${folder}/chunks/[name]-[hash].js`,
          // The elements' chunks are named by their hash alone: a widget's files name each other in their imports
          // and its lazy parts' preload lists (0.2–0.7 KiB gzip a widget: docs/size.md; `npm run size -- --modules
          // <module>` finds a chunk by what it holds). The console page's keep their names; an area's English there
          // is a chunk named so (`npm run size` adds it to the area's first visit).
          chunkFileNames: (chunk) => {
            if (!isConsolePage) return 'elements/chunks/c[hash].js';
            const english =
              chunk.moduleIds.length === 1 ? /src\/i18n\/en\/(\w+)\.json$/.exec(chunk.moduleIds[0] ?? '') : null;
            return english ? `idmdash/chunks/i18n-en-${english[1]}-[hash].js` : 'idmdash/chunks/[name]-[hash].js';
          },
          assetFileNames: `${folder}/assets/[name]-[hash][extname]`,
        },
      },
    },
  };
});
