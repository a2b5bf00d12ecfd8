// The Custom Elements Manifest (schema 2.1.0, https://github.com/webcomponents/custom-elements-manifest) of
// every `idm-*` element, from the facts read out of the code and the words of its doc comment.
import type { DocItem } from './doc-comment.ts';
import type { ElementFacts, ElementsRead } from './read-elements.ts';

export interface CssProperty {
  name: string;
  default: string;
  description: string;
}

/** The attribute every element takes from the shared stylesheet (`:host([theme='…'])`). */
export interface ThemeAttribute {
  values: string[];
}

interface Described {
  name: string;
  description?: string;
}
export interface ManifestAttribute extends Described {
  type: { text: string };
  fieldName?: string;
}
export interface ManifestMember extends Described {
  kind: 'field';
  type: { text: string };
  attribute?: string;
}
export interface ManifestEvent extends Described {
  type: { text: string };
}
export interface ManifestElement extends Described {
  kind: 'class';
  customElement: true;
  tagName: string;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  members: ManifestMember[];
  events: ManifestEvent[];
  cssParts: Described[];
  cssProperties: (Described & { default: string; syntax?: string })[];
}
export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestElement[];
    exports: {
      kind: 'js' | 'custom-element-definition';
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
  /** Not in the schema: the named types the `type.text`s refer to, written out (the typings declare them). */
  'x-idm-types': Record<string, string>;
}

/**
 * A string or number attribute whose doc note lists its values (`Claimed` | `Unclaimed`) is typed by them, so
 * that editors complete them and typings check them.
 */
function documentedType(type: string, note: string | undefined): string {
  if (!note || (type !== 'string' && type !== 'number')) return type;
  const values = note.split('|').map((v) => v.trim());
  if (values.length < 2 || !values.every((v) => /^`[^`]+`$/.test(v))) return type;
  return values.map((v) => (type === 'number' ? v.slice(1, -1) : `'${v.slice(1, -1)}'`)).join(' | ');
}

const describe = (items: readonly DocItem[], name: string): string | undefined =>
  items.find((item) => item.name === name)?.description || undefined;

function themeType(theme: ThemeAttribute): string {
  return theme.values.map((value) => `'${value}'`).join(' | ');
}

/** The attribute every element takes from defineIdmElement: the level of its title. */
const HEADING_LEVEL = {
  name: 'heading-level',
  type: { text: 'number' },
  description:
    "The level of the element's title (1 to 6; 2 when left out, so a widget adds no h1 to its page); its sections are one level below.",
};

function elementDeclaration(
  element: ElementFacts,
  theme: ThemeAttribute,
  css: readonly CssProperty[],
): ManifestElement {
  const { doc } = element;
  const typeOf = (p: ElementFacts['properties'][number]) =>
    documentedType(p.type, doc.attributes.find((a) => a.name === p.attribute)?.note);
  const attributes: ManifestAttribute[] = element.properties
    .filter((p) => p.attribute !== undefined)
    .map((p) => ({
      name: p.attribute ?? p.name,
      type: { text: typeOf(p) },
      description: describe(doc.attributes, p.attribute ?? p.name),
      fieldName: p.name,
    }));
  attributes.push({
    name: 'theme',
    type: { text: themeType(theme) },
    description: 'The colour theme; the system preference when left out.',
  });
  attributes.push({ ...HEADING_LEVEL, fieldName: 'headingLevel' });
  const members: ManifestMember[] = element.properties.map((p) => ({
    kind: 'field',
    name: p.name,
    type: { text: typeOf(p) },
    description: describe(doc.properties, p.name) ?? (p.attribute ? describe(doc.attributes, p.attribute) : undefined),
    ...(p.attribute ? { attribute: p.attribute } : {}),
  }));
  members.push({
    kind: 'field',
    name: 'headingLevel',
    type: HEADING_LEVEL.type,
    description: HEADING_LEVEL.description,
    attribute: HEADING_LEVEL.name,
  });
  return {
    kind: 'class',
    customElement: true,
    name: element.className,
    tagName: element.tag,
    summary: doc.summary,
    description: doc.description,
    attributes,
    members,
    events: element.events.map((e) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detailType}>` },
      description: describe(doc.events, e.name),
    })),
    cssParts: doc.parts.map((part) => ({ name: part.name, ...(part.note ? { description: part.note } : {}) })),
    cssProperties: css.map((p) => ({ name: p.name, default: p.default, description: p.description })),
  };
}

/** The manifest: one module per element (`elements/<tag>.js`, as built and served). */
export function buildManifest(read: ElementsRead, theme: ThemeAttribute, css: readonly CssProperty[]): Manifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: read.elements.map((element) => {
      const path = `elements/${element.tag}.js`;
      const declaration = { name: element.className, module: path };
      return {
        kind: 'javascript-module',
        path,
        declarations: [elementDeclaration(element, theme, css)],
        exports: [
          { kind: 'js', name: element.className, declaration },
          { kind: 'custom-element-definition', name: element.tag, declaration },
        ],
      };
    }),
    'x-idm-types': Object.fromEntries(read.types),
  };
}

/** Every element declaration of the manifest, in order. */
export function manifestElements(manifest: Manifest): ManifestElement[] {
  return manifest.modules.flatMap((module) => module.declarations);
}

/**
 * The `--idm-*` custom properties of the shared stylesheet's first `:host` rule, with their defaults and the
 * comment after each (`--idm-radius: 6px; /* corner radius *\/`).
 */
export function readCssProperties(tokensCss: string): CssProperty[] {
  const host = /:host\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  return [...host.matchAll(/(--idm-[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g)].map((m) => ({
    name: m[1] ?? '',
    default: (m[2] ?? '').replace(/\s+/g, ' ').trim(),
    description: m[3] ?? '',
  }));
}

/** The values of the `theme` attribute the shared stylesheet styles. */
export function readThemeAttribute(tokensCss: string): ThemeAttribute {
  return { values: [...new Set([...tokensCss.matchAll(/:host\(\[theme='([\w-]+)'\]\)/g)].map((m) => m[1] ?? ''))] };
}
