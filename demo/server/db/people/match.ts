/**
 * The people search's matching rule, as directory servers search attributes: a word matches an attribute
 * when one of the attribute's words starts with it, case and accents ignored ("an" finds Anna and Mary Ann,
 * not Diana; "example.com" finds eddie.user@example.com). Words are split at anything that is not a letter
 * or a digit; `*` means "anything" (a word of only `*` matches everyone).
 */
export interface PeopleMatch {
  /** An FTS5 query over `people_search`. */
  expression: string;
}

export interface QuickSearch {
  /** Index columns the query may match (any of them per word). */
  columns: readonly string[];
  text: string;
}

export interface AttributeSearch {
  column: string;
  text: string;
}

/** The tokens of one word (letters and digits), lower-cased; [] when it has none. */
const tokens = (word: string): string[] =>
  word
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');

/** `"tok1 tok2"*`: the tokens in order, the last one a prefix; null when there are none. */
function phrase(text: string): string | null {
  const parts = tokens(text);
  // Only letters and digits remain, so no FTS5 syntax can be injected through them.
  return parts.length > 0 ? `"${parts.join(' ')}"*` : null;
}

const filter = (columns: readonly string[], query: string): string => `({${columns.join(' ')}} : ${query})`;

/**
 * The FTS5 query of a quick search (every word of q must match one of its columns) and an advanced search
 * (every attribute's text, as a phrase, must match that attribute); null when nothing restricts the search.
 */
export function peopleMatch(quick: QuickSearch, advanced: readonly AttributeSearch[]): PeopleMatch | null {
  const parts: string[] = [];
  if (quick.columns.length > 0) {
    for (const word of quick.text.trim().split(/\s+/)) {
      const query = phrase(word);
      if (query) parts.push(filter(quick.columns, query));
    }
  }
  for (const { column, text } of advanced) {
    const query = phrase(text);
    if (query) parts.push(filter([column], query));
  }
  return parts.length > 0 ? { expression: parts.join(' AND ') } : null;
}
