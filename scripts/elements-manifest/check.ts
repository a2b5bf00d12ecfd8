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

/**
 * The part names of every `part="…"` (or `part={… 'a b' …}`) in `sources`; a template literal's names with
 * `${…}` in them (`section-${section}`) match any text there.
 */
export function partNames(sources: readonly string[]): { has(name: string): boolean } {
  const names = new Set<string>();
  const patterns: RegExp[] = [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const text of sources) {
    for (const m of text.matchAll(/\bpart=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) {
      if (m[1] !== undefined) {
        for (const name of m[1].split(/\s+/)) if (name) names.add(name);
        continue;
      }
      const expression = m[2] ?? '';
      for (const literal of expression.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
        const value = literal[1] ?? literal[2] ?? literal[3] ?? '';
        for (const name of value.split(/\s+/)) {
          if (!name) continue;
          if (name.includes('${'))
            patterns.push(
              new RegExp(
                `^${name
                  .split(/\$\{[^}]*\}/)
                  .map(escape)
                  .join('.+')}$`,
              ),
            );
          else names.add(name);
        }
      }
    }
  }
  return { has: (name) => names.has(name) || patterns.some((pattern) => pattern.test(name)) };
}

export function documentationProblems(
  elements: readonly ElementFacts[],
  parts: { has(name: string): boolean },
): string[] {
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
