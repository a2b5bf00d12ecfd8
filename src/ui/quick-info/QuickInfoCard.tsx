import { useTranslation } from 'react-i18next';
import type { QuickInfo, QuickInfoField } from '../../api/lookups';
import { formatDate } from '../../domain/date-format';
import { safeImageSrc } from '../cells/cell-values';
import { AttributeValue, DefaultUserImage } from './person-parts';

export interface QuickInfoCardProps {
  /** Labels the popup. */
  nameId: string;
  /** Shown when the quick info has no display name (or could not be loaded). */
  fallbackName: string;
  /** Null while loading or after a failure: only the name is shown. */
  info: QuickInfo | null;
}

const TIME_TYPES = new Set(['time', 'date', 'datetime', 'timestamp']);

/** Photo (or the default image), name, primary values, then labelled secondary values. */
export function QuickInfoCard({ nameId, fallbackName, info }: QuickInfoCardProps) {
  const { t } = useTranslation();
  const name = info?.displayName || fallbackName;
  const src = safeImageSrc(info?.image);
  const primary = (info?.primary ?? []).filter(hasValue);
  const secondary = (info?.secondary ?? []).filter(hasValue);
  // Spans only (phrasing content), so that a trigger may stand inside a sentence or a paragraph.
  return (
    <span className="idm-quick-info-card">
      <span className="idm-quick-info-head">
        {src ? (
          <img className="idm-quick-info-image" src={src} alt={t('ui.quickInfo.photo', { name })} />
        ) : (
          <DefaultUserImage />
        )}
        <span className="idm-quick-info-identity">
          <strong id={nameId} className="idm-quick-info-name" dir="auto">
            {name}
          </strong>
          {primary.length > 0 ? (
            <span role="list" className="idm-quick-info-primary">
              {primary.map((field) => (
                <span role="listitem" key={field.key} dir="auto">
                  <AttributeValue attributeKey={field.key} values={displayValue(field)} />
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </span>
      {secondary.length > 0 ? (
        <span role="list" className="idm-quick-info-secondary" aria-label={t('ui.quickInfo.details')}>
          {secondary.map((field) => (
            <span role="listitem" key={field.key} className="idm-quick-info-row">
              <span className="idm-quick-info-label">{field.label}</span>{' '}
              <span className="idm-quick-info-value" dir="auto">
                <AttributeValue attributeKey={field.key} values={displayValue(field)} />
              </span>
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}

function hasValue(field: QuickInfoField): boolean {
  return field.value.trim() !== '';
}

/** Time-typed values as dates ('MMM d, y h:mm a'); everything else as it came. */
function displayValue(field: QuickInfoField): string {
  if (!TIME_TYPES.has(field.dataType.toLowerCase())) return field.value;
  return formatDate(field.value) || field.value;
}
