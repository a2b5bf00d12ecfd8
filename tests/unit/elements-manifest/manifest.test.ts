// The Custom Elements Manifest and what is generated from it, read from the elements' code as the build does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementTags } from '../../../elements/tags';
import { documentationProblems, partNames } from '../../../scripts/elements-manifest/check';
import { elementsDocumentation, MANIFEST_FILE } from '../../../scripts/elements-manifest/index';
import {
  buildManifest,
  manifestElements,
  readCssProperties,
  readThemeAttribute,
  type Manifest,
} from '../../../scripts/elements-manifest/manifest';
import { readElements, type ElementsRead } from '../../../scripts/elements-manifest/read-elements';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

let elements: ElementsRead;
let manifest: Manifest;
let files: Map<string, string>;

beforeAll(() => {
  elements = readElements(root, elementTags);
  const tokens = read('src/ui/styles/tokens.css');
  manifest = buildManifest(elements, readThemeAttribute(tokens), readCssProperties(tokens));
  files = elementsDocumentation(manifest, '9.9.9', { 'idm-loader.js': 'sha384-abc' });
}, 120_000);

describe('the elements manifest', () => {
  it('declares every defined tag once, with its module and constructor', () => {
    const declared = manifestElements(manifest).map((e) => e.tagName);
    expect(declared).toEqual([...elementTags]);
    const taskList = manifest.modules.find((m) => m.path === 'elements/idm-task-list.js');
    expect(taskList?.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'idm-task-list',
      declaration: { name: 'IdmTaskListElement', module: 'elements/idm-task-list.js' },
    });
  });

  it("says what the code has: every element's attributes, properties and events are documented, its parts exist", () => {
    const parts = partNames([...sourceFiles('src'), ...sourceFiles('elements')].map(read));
    expect(documentationProblems(elements.elements, parts)).toEqual([]);
  });

  it('types attributes, properties and event details from the code', () => {
    const taskList = manifestElements(manifest).find((e) => e.tagName === 'idm-task-list');
    expect(taskList?.attributes).toContainEqual(
      expect.objectContaining({ name: 'page-size', fieldName: 'pageSize', type: { text: 'number' } }),
    );
    expect(taskList?.attributes).toContainEqual(
      expect.objectContaining({ name: 'status', type: { text: "'Claimed' | 'Unclaimed'" } }),
    );
    expect(taskList?.attributes).toContainEqual(
      expect.objectContaining({ name: 'theme', type: { text: "'light' | 'dark' | 'high-contrast'" } }),
    );
    expect(taskList?.events.map((e) => e.name)).toEqual(['idm-navigate', 'idm-task-completed']);
    expect(manifest['x-idm-types'].TaskCompletedDetail).toContain("result: 'succeeded' | 'failed'");
    const picker = manifestElements(manifest).find((e) => e.tagName === 'idm-picker');
    expect(picker?.members.find((m) => m.name === 'value')).toMatchObject({ type: { text: 'PickerItem[]' } });
    expect(picker?.members.find((m) => m.name === 'value')?.attribute).toBeUndefined();
  });

  it("lists the shared stylesheet's custom properties with their defaults on every element", () => {
    for (const element of manifestElements(manifest)) {
      expect(element.cssProperties).toContainEqual({
        name: '--idm-color-primary',
        default: 'light-dark(#0a5fb4, #5aa9f5)',
        description: 'buttons, links, selection',
      });
    }
  });
});

describe('generated from the manifest', () => {
  it('writes the manifest, the typings, editor data and a page per element', () => {
    expect(JSON.parse(files.get(MANIFEST_FILE) ?? '{}')).toEqual(JSON.parse(JSON.stringify(manifest)));
    for (const tag of elementTags) expect(files.has(`elements/docs/${tag}.html`)).toBe(true);
    const vscode = JSON.parse(files.get('elements/vscode.html-custom-data.json') ?? '{}') as {
      tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    };
    const status = vscode.tags.find((t) => t.name === 'idm-task-list')?.attributes.find((a) => a.name === 'status');
    expect(status?.values).toEqual([{ name: 'Claimed' }, { name: 'Unclaimed' }]);
    const webTypes = JSON.parse(files.get('elements/web-types.json') ?? '{}') as { version: string };
    expect(webTypes.version).toBe('9.9.9');
  });

  it("links every element's reference page from the README's table of elements", () => {
    const readme = read('README.md');
    const missing = elementTags.filter(
      (tag) => !readme.includes(`| \`${tag}\` |`) || !readme.includes(`/elements/docs/${tag}.html`),
    );
    expect(missing).toEqual([]);
  });

  it("escapes the docs' text and keeps scripts out of the page", () => {
    const page = files.get('elements/docs/idm-task-list.html') ?? '';
    expect(page).toContain('<h1><code>&lt;idm-task-list&gt;</code></h1>');
    expect(page).toContain('<code>idm-task-completed</code>');
    expect(page).toContain('type TaskCompletedDetail = { taskId: string;');
    expect(page).toContain(
      '&lt;script type=&quot;module&quot; src=&quot;https://idm.example.com/elements/9.9.9/idm-loader.js&quot; integrity=&quot;sha384-abc&quot; crossorigin=&quot;anonymous&quot;&gt;',
    );
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page).not.toMatch(/\sstyle=/);
  });

  // Host projects of their own (tests/hosts) compiled against the typings: typed props and listeners pass,
  // wrong ones are refused (their `@ts-expect-error`s would be unused otherwise).
  it.each(['react', 'vue'])(
    'the %s host project compiles against the typings',
    (host) => {
      const generated = path.join(root, 'tests/hosts/.generated');
      fs.mkdirSync(generated, { recursive: true });
      // As .ts, so that the check covers it while skipping the libraries' own declarations.
      fs.writeFileSync(path.join(generated, `${host}.ts`), files.get(`elements/types/${host}.d.ts`) ?? '');
      const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
      const run = () =>
        execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tests/hosts', host)], { encoding: 'utf8' });
      expect(run).not.toThrow();
    },
    120_000,
  );
});
