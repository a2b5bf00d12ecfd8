/*
 * What Request Access loads when first needed, as one chunk: the cart's contents (once it holds an item) and
 * the recipient pickers (once 'Someone else' is chosen). One chunk, not two: each needs a lookup of the
 * picker's (SoD rules, groups), which then stay one file with the picker's other lookups.
 */
export { CartContents } from './CartContents';
export { RecipientPickers } from './RecipientPickers';
