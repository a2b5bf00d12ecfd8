// The structured parts of an element's doc comment (the `/** … */` above its `defineIdmElement` call):
//
//   `<idm-x>`: summary, up to the first blank line.
//
//   Attributes:
//   - `page-size` (number): description            (or "Attributes: none.")
//   Properties:
//   - `value` (PickerItem[]): description          (or "`a`, `b` (the same)" / "none")
//   Events (bubbling, composed):
//   - `idm-x-changed` — `{ … }` description
//   Parts: `root`, `tasks` (the list), …
//
// Names and types come from the code (scripts/elements-manifest/read-elements.ts); the comment gives the words.

export interface DocItem {
  name: string;
  /** The text in parentheses after the name, e.g. `number` or `the list`. */
  note: string;
  description: string;
}

export interface ElementDoc {
  summary: string;
  description: string;
  attributes: DocItem[];
  properties: DocItem[];
  events: DocItem[];
  parts: DocItem[];
}

type Section = 'Attributes' | 'Properties' | 'Events' | 'Parts';
const SECTION_START = /^(Attributes|Properties|Events)(?: \([^)]*\))?:\s*|^(Parts):\s*/;

/** The comment's text without the `/**`, `*` and `*\/` decoration. */
export function commentText(comment: string): string {
  return comment
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/** Lines of one section, with a section that starts mid-line ("Attributes: none. Properties: none.") split off. */
function splitSections(text: string): { intro: string[]; sections: Map<Section, string[]> } {
  const intro: string[] = [];
  const sections = new Map<Section, string[]>();
  let current: string[] = intro;
  const lines = text.split('\n').flatMap((line) => line.split(/(?<=\.)\s+(?=(?:Attributes|Properties|Parts):)/));
  for (const line of lines) {
    const start = SECTION_START.exec(line);
    if (start) {
      const name = (start[1] ?? start[2]) as Section;
      current = [];
      sections.set(name, current);
      const rest = line.slice(start[0].length);
      if (rest.trim() !== '') current.push(rest);
      continue;
    }
    current.push(line);
  }
  return { intro, sections };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `- \`name\` (note): description` bullets; continuation lines join the bullet before them. */
function bullets(lines: readonly string[]): DocItem[] {
  const items: DocItem[] = [];
  for (const line of lines) {
    const bullet = /^- `([^`]+)`\s*(?:\(([^)]*)\))?\s*(?:[:—–-]\s*)?(.*)$/.exec(line.trim());
    const last = items.at(-1);
    if (bullet) {
      items.push({ name: bullet[1] ?? '', note: bullet[2] ?? '', description: collapse(bullet[3] ?? '') });
    } else if (last && line.trim() !== '') {
      last.description = collapse(`${last.description} ${line}`);
    }
  }
  return items;
}

/** "`a`, `b` (the list), `c`." → a, b (the list), c. */
function inlineList(lines: readonly string[]): DocItem[] {
  const text = collapse(lines.join(' '));
  return [...text.matchAll(/`([^`]+)`(?:\s*\(([^)]*)\))?/g)].map((m) => ({
    name: m[1] ?? '',
    note: m[2] ?? '',
    description: m[2] ?? '',
  }));
}

function items(lines: readonly string[] | undefined): DocItem[] {
  if (!lines) return [];
  return lines.some((line) => line.trim().startsWith('- `')) ? bullets(lines) : inlineList(lines);
}

/** "`pageSize`, `status` (the same)": properties that are their attributes say nothing of their own. */
const withoutSameNote = (list: DocItem[]): DocItem[] =>
  list.map((item) => (item.note === 'the same' ? { ...item, note: '', description: '' } : item));

/** An event's words without the detail's shape in front (`{ href }`: …), which the type gives. */
const withoutDetailShape = (list: DocItem[]): DocItem[] =>
  list.map((item) => ({ ...item, description: item.description.replace(/^`\{[^`]*\}`\s*:?\s*/, '') }));

export function parseElementDoc(comment: string): ElementDoc {
  const { intro, sections } = splitSections(commentText(comment));
  const paragraphs = collapse(intro.join('\n').split(/\n\s*\n/)[0] ?? '');
  const description = collapse(intro.join(' '));
  return {
    summary: paragraphs.replace(/^`<[a-z-]+>`\s*(\([^)]*\))?:?\s*/, ''),
    description,
    attributes: items(sections.get('Attributes')),
    properties: withoutSameNote(items(sections.get('Properties'))),
    events: withoutDetailShape(items(sections.get('Events'))),
    parts: items(sections.get('Parts')),
  };
}
