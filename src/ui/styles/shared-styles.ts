import tokens from './tokens.css?inline';
import widgets from './widgets.css?inline';
import members from './members.css?inline';

/**
 * The stylesheets every element adopts (theme tokens first), before its own. The picker's (and its
 * tree's) comes with the picker (`src/ui/picker/Picker.tsx`), which few first screens show.
 */
export const sharedStyles: readonly string[] = [tokens, widgets, members];
