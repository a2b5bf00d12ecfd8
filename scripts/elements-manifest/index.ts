// Everything a host's developers read about the elements, generated from the elements' code: the Custom
// Elements Manifest, typings, editor data and a page per element, as files relative to the build's output.
import fs from 'node:fs';
import path from 'node:path';
import { elementPage, indexPage, DOCS_CSS } from './docs-pages.ts';
import { buildManifest, manifestElements, readCssProperties, readThemeAttribute, type Manifest } from './manifest.ts';
import { readElements } from './read-elements.ts';
import { reactTypings, vscodeCustomData, vueTypings, webTypes } from './typings.ts';

export const MANIFEST_FILE = 'elements/custom-elements.json';

export function elementsManifest(root: string, tags: readonly string[]): Manifest {
  const tokens = fs.readFileSync(path.join(root, 'src/ui/styles/tokens.css'), 'utf8');
  return buildManifest(readElements(root, tags), readThemeAttribute(tokens), readCssProperties(tokens));
}

/** The generated files by their path in the build (`elements/…`). */
export function elementsDocumentation(
  manifest: Manifest,
  version: string,
  sri: Readonly<Record<string, string>> = {},
): Map<string, string> {
  const docsBase = './docs/';
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = new Map<string, string>([
    [MANIFEST_FILE, json(manifest)],
    ['elements/types/react.d.ts', reactTypings(manifest)],
    ['elements/types/vue.d.ts', vueTypings(manifest)],
    ['elements/vscode.html-custom-data.json', json(vscodeCustomData(manifest, docsBase))],
    ['elements/web-types.json', json(webTypes(manifest, version, docsBase))],
    ['elements/docs/index.html', indexPage(manifest)],
    ['elements/docs/docs.css', DOCS_CSS],
  ]);
  for (const element of manifestElements(manifest)) {
    files.set(
      `elements/docs/${element.tagName}.html`,
      elementPage(element, manifest['x-idm-types'], { version, loaderIntegrity: sri['idm-loader.js'] }),
    );
  }
  return files;
}
