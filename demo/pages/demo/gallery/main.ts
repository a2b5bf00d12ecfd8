import { defineIdmElement } from '../../../../elements/define-idm-element';
import { elementRoot } from '../../../../elements/element-root';
import { sharedStyles } from '../../../../src/ui/styles/shared-styles';
import galleryStyles from './gallery.css?inline';
import { Gallery } from './Gallery';

/** The widget gallery: every shared widget in its states, for people, tests and screenshots. */
defineIdmElement('idm-widget-gallery', Gallery, {
  styles: [...sharedStyles, galleryStyles],
  wrap: elementRoot,
});
