import tokens from './tokens.css?inline';
import widgets from './widgets.css?inline';
import members from './members.css?inline';
import picker from './picker.css?inline';

/** The stylesheets every element adopts (theme tokens first), before its own. */
export const sharedStyles: readonly string[] = [tokens, widgets, members, picker];
