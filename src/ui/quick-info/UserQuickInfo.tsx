import { useId, useRef, type KeyboardEvent } from 'react';
import {
  fetchUserQuickInfo,
  useLookup,
  type LookupFetcher,
  type QuickInfo,
  type QuickInfoQuery,
} from '../../api/lookups';
import { useCore, useTranslation } from '../../core/react';
import { navigateToUser } from './navigation';
import { QuickInfoCard } from './QuickInfoCard';
import { useStylesIn } from '../area/use-area-styles';
import quickInfoStyles from './quick-info.css?inline';

export type QuickInfoFetcher = LookupFetcher<QuickInfoQuery, QuickInfo>;

export interface UserQuickInfoProps {
  /** The user's DN. */
  dn: string;
  /** The name the trigger shows; the popup's name until (or unless) the quick info arrives. */
  name: string;
  /** The popup element's id (the trigger's `aria-controls`). */
  id?: string;
  /** Esc and 'View more info'. */
  onClose(): void;
  /** 'View more info' after closing; defaults to the console's `#/users/{dn}` route (`navigateToUser`). */
  onViewMore?(dn: string): void;
  /** Defaults to `fetchUserQuickInfo` (GET access/entities/quickInfo, entityType USER). */
  fetchQuickInfo?: QuickInfoFetcher;
}

/**
 * The user quick-info popup (a non-modal dialog). A failed fetch is ignored (spec section 8): the
 * popup then shows the name only.
 */
export function UserQuickInfo({ dn, name, id, onClose, onViewMore, fetchQuickInfo }: UserQuickInfoProps) {
  const { t } = useTranslation();
  const core = useCore();
  const nameId = useId();
  // The popup's rules come with its code, adopted before it paints.
  const popup = useRef<HTMLSpanElement>(null);
  useStylesIn(popup, quickInfoStyles);
  const query = useLookup('quickInfo', fetchQuickInfo ?? fetchUserQuickInfo, { dn });
  const info = query.isError ? null : (query.data ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape') return;
    // Only the popup closes, not a dialog around it (no close request, no Dialog keydown).
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const viewMore = () => {
    onClose();
    if (onViewMore) onViewMore(dn);
    else navigateToUser(core, dn);
  };

  return (
    <span
      ref={popup}
      id={id}
      role="dialog"
      aria-labelledby={nameId}
      className="idm-quick-info-popup"
      part="quick-info"
      onKeyDown={onKeyDown}
    >
      <QuickInfoCard nameId={nameId} fallbackName={name} info={info} />
      {query.isPending ? (
        // ComponentLoader's look in a span: the popup holds phrasing content only.
        <span className="idm-component-loader" role="status">
          <span className="idm-spinner small" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </span>
      ) : null}
      <span className="idm-quick-info-actions">
        <button type="button" className="idm-button" onClick={viewMore}>
          {t('ui.quickInfo.viewMore')}
        </button>
      </span>
    </span>
  );
}
