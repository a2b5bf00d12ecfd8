/** The details tab and the photo control: one chunk, asked for as the profile opens (beside my details' read). */
export { DetailsPanel } from './DetailsPanel';
export { PhotoControl } from './PhotoControl';
