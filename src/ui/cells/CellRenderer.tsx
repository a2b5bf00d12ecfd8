import { toDate, type DateInput } from '../../domain/format';
import { DateTime } from '../dates/DateTime';
import { ServerText } from '../ServerText';
import { CellItemList } from './CellItemList';
import { cellKindOf, cellText, safeImageSrc, type CellKind } from './cell-values';

export interface CellRendererProps {
  value: unknown;
  /** Arrays are lists and the rest text unless set. */
  kind?: CellKind;
  /** The column header: an image's fallback alt text and the heading of a list's dialog. */
  heading: string;
  /** Alternative text of an image cell. */
  imageAlt?: string;
}

/** One table cell: text, image, timestamp ('MMM d, y h:mm a' in the console's language) or a list of items with icons. */
export function CellRenderer({ value, kind, heading, imageAlt }: CellRendererProps) {
  const resolved = cellKindOf(value, kind);
  if (resolved === 'list') return <CellItemList value={value} heading={heading} />;
  if (resolved === 'image') {
    const src = safeImageSrc(value);
    return src ? <img className="idm-cell-image" src={src} alt={imageAlt ?? heading} /> : null;
  }
  if (resolved === 'timestamp') {
    return <DateTime value={toDate(value as DateInput | null | undefined)} />;
  }
  return <ServerText>{cellText(value, resolved)}</ServerText>;
}
