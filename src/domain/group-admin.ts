/**
 * The rules of group administration (spec section 5): a group's name becomes its directory name (cn), so it
 * takes the cn validator (the form's checks: `group-form.ts`); how a list's start index is sent.
 */
/** The longest group name the console and the sandbox take. */
export const GROUP_NAME_MAX = 64;

/** The DN a new group gets: `cn=<name>,<container>` (the name's DN specials escaped). */
export const newGroupDn = (name: string, container: string): string =>
  `cn=${name.trim().replace(/[,+"\\<>;=#]/g, (c) => `\\${c}`)},${container.trim()}`;

/** The member search sends '*' for an empty query (spec section 5: group member search). */
export const memberQuery = (q: string): string => (q.trim() === '' ? '*' : q.trim());

/** The request's nextIndex for a zero-based first row: first row + 1 (spec section 9). */
export const nextIndexOfFirstRow = (firstRow: number): number => firstRow + 1;
