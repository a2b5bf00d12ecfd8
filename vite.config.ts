import { defineConfig, type Plugin } from 'vite';
import { startupPreloads } from './scripts/startup-preloads.ts';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { elementTags } from './elements/tags.ts';

const root = path.resolve(import.meta.dirname);
const pagesRoot = path.join(root, 'demo/pages');

/** Copies the shipped translation files next to the console page (`idmdash/i18n/<locale>.json`). */
function translationFiles(): Plugin {
  return {
    name: 'idm-translation-files',
    generateBundle() {
      const dir = path.join(root, 'src/i18n');
      if (!fs.existsSync(dir)) return;
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        this.emitFile({ type: 'asset', fileName: `idmdash/i18n/${file}`, source: fs.readFileSync(path.join(dir, file)) });
      }
    },
  };
}

const elementEntries = Object.fromEntries([
  ...elementTags.map((tag) => [`elements/${tag}`, path.join(root, `elements/${tag}.ts`)]),
  ['elements/index', path.join(root, 'elements/index.ts')],
  ['elements/idm-loader', path.join(root, 'elements/loader.ts')],
]);

const pages = {
  'page-console': path.join(pagesRoot, 'idmdash/index.html'),
  'page-oauth': path.join(pagesRoot, 'idmdash/oauth.html'),
  'page-partner': path.join(pagesRoot, 'demo/partner.html'),
  'page-gallery': path.join(pagesRoot, 'demo/gallery.html'),
};

export default defineConfig({
  root: pagesRoot,
  base: './',
  publicDir: false,
  plugins: [react(), translationFiles(), startupPreloads(elementTags)],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    // IDM_OUT_DIR lets parallel checkouts build (and serve, with IDM_STATIC_DIR) side by side.
    outDir: process.env.IDM_OUT_DIR ? path.resolve(process.env.IDM_OUT_DIR) : path.join(root, 'dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      input: { ...elementEntries, ...pages },
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: (chunk) => (chunk.name.startsWith('elements/') ? '[name].js' : 'elements/chunks/[name]-[hash].js'),
        chunkFileNames: 'elements/chunks/[name]-[hash].js',
        assetFileNames: 'elements/assets/[name]-[hash][extname]',
      },
    },
  },
});
