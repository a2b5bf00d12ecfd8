import { defineIdmElement } from '../../../../elements/define-idm-element';
import { elementRoot } from '../../../../elements/element-root';
import tokens from '../../../../src/ui/styles/tokens.css?inline';
import widgets from '../../../../src/ui/styles/widgets.css?inline';
import galleryStyles from './gallery.css?inline';
import { Gallery } from './Gallery';

/** The widget gallery: every shared widget in its states, for people, tests and screenshots. */
defineIdmElement('idm-widget-gallery', Gallery, {
  styles: [tokens, widgets, galleryStyles],
  wrap: elementRoot,
});
