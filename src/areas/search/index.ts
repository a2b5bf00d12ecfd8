/** What the `<idm-search>` element uses of the search box (its content loads lazily: see SearchWidget). */
export { default as searchButtonStyles } from './search-button.css?inline';
