import tokens from './tokens.css?inline';
import widgets from './widgets.css?inline';

/**
 * The stylesheets every element adopts (theme tokens first), before its own. The picker's (and its
 * tree's), the member dialogs' and the quick-info popup's come with their code (`useStylesIn`), which few
 * first screens show.
 */
export const sharedStyles: readonly string[] = [tokens, widgets];
