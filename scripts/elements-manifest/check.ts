// What the element docs must say, checked against the code: every attribute, property and event an element
// has is described in its doc comment and the comment names none it does not have; its parts exist in the
// markup (a `part` attribute somewhere in src/ or elements/).
import type { ElementFacts } from './read-elements.ts';

function compare(tag: string, kind: string, inCode: readonly string[], inDoc: readonly string[]): string[] {
  const documented = new Set(inDoc);
  const coded = new Set(inCode);
  return [
    ...inCode.filter((name) => !documented.has(name)).map((name) => `${tag}: ${kind} ${name} is not documented`),
    ...inDoc.filter((name) => !coded.has(name)).map((name) => `${tag}: documented ${kind} ${name} is not in the code`),
  ];
}

/** The part names of every `part="…"` (or `part={… 'a b' …}`) in `sources`. */
export function partNames(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of sources) {
    for (const m of text.matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
      const literals =
        m[1] !== undefined
          ? [m[1]]
          : [...(m[2] ?? '').matchAll(/'([^']*)'|"([^"]*)"|`([^`$]*)`/g)].map((l) => l[1] ?? l[2] ?? l[3] ?? '');
      for (const literal of literals) for (const name of literal.split(/\s+/)) if (name) names.add(name);
    }
  }
  return names;
}

export function documentationProblems(elements: readonly ElementFacts[], parts: ReadonlySet<string>): string[] {
  return elements.flatMap((element) => {
    const { tag, doc } = element;
    const attributes = element.properties.flatMap((p) => (p.attribute ? [p.attribute] : []));
    const propertyOnly = element.properties.filter((p) => !p.attribute).map((p) => p.name);
    const documentedProperties = doc.properties.map((p) => p.name);
    return [
      ...(doc.summary === '' ? [`${tag}: no summary`] : []),
      ...compare(
        tag,
        'attribute',
        attributes,
        doc.attributes.map((a) => a.name),
      ),
      // Properties that mirror an attribute may go unnamed; property-only ones must be described.
      ...compare(
        tag,
        'property',
        propertyOnly,
        documentedProperties.filter((name) => !element.properties.some((p) => p.name === name && p.attribute)),
      ),
      ...compare(
        tag,
        'event',
        element.events.map((e) => e.name),
        doc.events.map((e) => e.name),
      ),
      ...(doc.parts.length === 0 ? [`${tag}: no parts documented`] : []),
      ...doc.parts.filter((p) => !parts.has(p.name)).map((p) => `${tag}: documented part ${p.name} is in no markup`),
    ];
  });
}
