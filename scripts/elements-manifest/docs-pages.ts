// One documentation page per element (`elements/docs/<tag>.html`) and their index, from the manifest:
// what it is, a live example against the server that serves the page, the snippet to copy, attributes,
// properties, events, parts and custom properties. Static HTML with no inline script or style (a strict CSP
// serves it), every text escaped.
import { manifestElements, type Manifest, type ManifestElement } from './manifest.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Doc text: escaped, `code` spans kept as <code>. */
const prose = (text: string | undefined) =>
  escapeHtml(text ?? '').replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`);

function table(caption: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return `<section><h2>${caption}</h2><p>None.</p></section>`;
  const th = head.map((h) => `<th scope="col">${h}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${caption}</h2><table><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table></section>`;
}

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="./docs.css" />
  </head>
  <body>
${body}
  </body>
</html>
`;
}

export interface SnippetOptions {
  version?: string;
  loaderIntegrity?: string | undefined;
}

/** What a host copies: the loader from its versioned path (pinned, with its integrity when known) and the tag. */
function snippet(element: ManifestElement, options: SnippetOptions): string {
  const path = options.version ? `elements/${options.version}/idm-loader.js` : 'elements/idm-loader.js';
  const integrity = options.loaderIntegrity ? ` integrity="${options.loaderIntegrity}" crossorigin="anonymous"` : '';
  return `<script type="module" src="https://idm.example.com/${path}"${integrity}></script>\n<${element.tagName}></${element.tagName}>`;
}

/** The named types an element's properties and events use, with those they use in turn. */
function typesUsed(element: ManifestElement, named: Readonly<Record<string, string>>): [string, string][] {
  const found = new Map<string, string>();
  const visit = (text: string) => {
    for (const [name, body] of Object.entries(named)) {
      if (!found.has(name) && new RegExp(`\\b${name}\\b`).test(text)) {
        found.set(name, body);
        visit(body);
      }
    }
  };
  for (const text of [...element.members.map((m) => m.type.text), ...element.events.map((e) => e.type.text)])
    visit(text);
  return [...found];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function elementPage(
  element: ManifestElement,
  named: Readonly<Record<string, string>> = {},
  options: SnippetOptions = {},
): string {
  const types = typesUsed(element, named);
  const body = `<header><nav><a href="./index.html">IDM elements</a></nav><h1>${code(`<${element.tagName}>`)}</h1>
<p class="summary">${prose(capitalised(element.summary))}</p></header>
<main>
<section><h2>Use it</h2><pre><code>${escapeHtml(snippet(element, options))}</code></pre>
<p>The versioned path never changes its files; <code>integrity</code> makes the browser refuse any other bytes
(<a href="../sri.json">sri.json</a> lists every entry's hash).</p>
<p>Events bubble and cross the shadow root (<code>composed</code>); listen on the element or any ancestor.</p></section>
${table(
  'Attributes',
  ['Attribute', 'Type', 'Description'],
  element.attributes.map((a) => [code(a.name), code(a.type.text), prose(a.description)]),
)}
${table(
  'Properties',
  ['Property', 'Type', 'Description'],
  element.members.map((m) => [code(m.name), code(m.type.text), prose(m.description)]),
)}
${table(
  'Events',
  ['Event', 'Detail', 'Description'],
  element.events.map((e) => [
    code(e.name),
    code(e.type.text.replace(/^CustomEvent<(.*)>$/, '$1')),
    prose(e.description),
  ]),
)}
${table(
  'CSS parts',
  ['Part', 'Description'],
  element.cssParts.map((p) => [code(p.name), prose(p.description)]),
)}
${table(
  'CSS custom properties',
  ['Property', 'Default', 'Description'],
  element.cssProperties.map((p) => [code(p.name), code(p.default), prose(p.description)]),
)}
${
  types.length === 0
    ? ''
    : `<section><h2>Types</h2>${types.map(([name, body]) => `<pre><code>${escapeHtml(`type ${name} = ${body};`)}</code></pre>`).join('\n')}</section>`
}
<section class="live"><h2>Live example</h2><p>Against this server, signed in as you are in the console.</p>
<div class="example"><${element.tagName}></${element.tagName}></div></section>
</main>
<script type="module" src="../idm-loader.js"></script>`;
  return page(`<${element.tagName}> — IDM elements`, body);
}

export function indexPage(manifest: Manifest): string {
  const rows = manifestElements(manifest)
    .map(
      (e) => `<li><a href="./${e.tagName}.html">${code(`<${e.tagName}>`)}</a> — ${prose(capitalised(e.summary))}</li>`,
    )
    .join('\n');
  const body = `<header><h1>IDM elements</h1>
<p class="summary">Every console area as a custom element over one shared session. Machine-readable:
<a href="../custom-elements.json">custom-elements.json</a>; typings for <a href="../types/react.d.ts">React 19</a> and
<a href="../types/vue.d.ts">Vue 3</a>; editor data for <a href="../vscode.html-custom-data.json">VS Code</a> and
<a href="../web-types.json">JetBrains</a>.</p></header>
<main><ul class="elements">
${rows}
</ul></main>`;
  return page('IDM elements', body);
}

export const DOCS_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.92em; }
pre { background: light-dark(#f3f4f6, #1f2430); padding: 0.75rem; overflow-x: auto; border-radius: 6px; white-space: pre-wrap; }
table { border-collapse: collapse; width: 100%; margin-block: 0.5rem 1.5rem; }
th, td { text-align: start; vertical-align: top; padding: 0.4rem 0.6rem; border-bottom: 1px solid light-dark(#d5d9e0, #353e4b); }
td code { overflow-wrap: anywhere; }
.summary { font-size: 1.1rem; }
.example { border: 1px dashed light-dark(#9aa3b2, #59627a); padding: 1rem; border-radius: 6px; }
.elements li { margin-block: 0.4rem; }
`;
