/**
 * A frozen lookup table without a prototype, for tables indexed by request input: `table['constructor']`
 * or `table['__proto__']` is undefined (a plain object literal would answer Object's members), so an
 * unknown key is refused instead of turning into a 500 or a stray value.
 */
export function keyTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
