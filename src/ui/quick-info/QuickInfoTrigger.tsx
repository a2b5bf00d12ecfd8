import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useCore, useCoreStore } from '../../core/react';
import type { QuickInfoFetcher } from './UserQuickInfo';
import { ComponentLoader } from '../ComponentLoader';

/** The popup's code (card, attribute values, the lookup) comes when a name is first hovered or focused. */
const loadPopup = () => import('./UserQuickInfo');
const UserQuickInfo = lazy(() => loadPopup().then((module) => ({ default: module.UserQuickInfo })));

/** How long the pointer rests on a name before its quick info opens. */
export const QUICK_INFO_HOVER_DELAY_MS = 500;
/** How long the popup stays after the pointer leaves (time to cross the gap into it). */
export const QUICK_INFO_LEAVE_DELAY_MS = 200;

export interface QuickInfoTriggerProps {
  /** The user's DN. */
  dn: string;
  /** The user's name, shown as the trigger. */
  name: string;
  /** Other content for the trigger; `name` by default. */
  children?: ReactNode;
  hoverDelayMs?: number;
  /** See `UserQuickInfo`. */
  onViewMore?(dn: string): void;
  fetchQuickInfo?: QuickInfoFetcher;
}

/**
 * A user's name as a button that opens the quick-info popup: on hover (after a short delay), on focus,
 * and on click or Enter. Esc closes it and puts focus back on the name; so does leaving it.
 */
export function QuickInfoTrigger({
  dn,
  name,
  children,
  hoverDelayMs = QUICK_INFO_HOVER_DELAY_MS,
  ...popup
}: QuickInfoTriggerProps) {
  const { env } = useCore();
  const popupId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The pending open (after hovering) or close (after leaving).
  const hoverTimer = useRef<unknown>(null);
  const hovering = useRef(false);
  // Focus that the popup itself gives back must not open it again.
  const refocusing = useRef(false);

  const cancelHover = () => {
    if (hoverTimer.current !== null) env.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  // No timer may fire after unmounting.
  useEffect(
    () => () => {
      if (hoverTimer.current !== null) env.clearTimeout(hoverTimer.current);
    },
    [env],
  );

  const focusWithin = () => {
    const root = wrapper.current?.getRootNode() as Document | ShadowRoot | undefined;
    return Boolean(root?.activeElement && wrapper.current?.contains(root.activeElement));
  };
  const direction = useCoreStore('$locale').dir;

  const closeAndRefocus = () => {
    cancelHover();
    setOpen(false);
    refocusing.current = true;
    trigger.current?.focus();
    refocusing.current = false;
  };

  return (
    <span
      ref={wrapper}
      className="idm-quick-info"
      onMouseEnter={() => {
        hovering.current = true;
        void loadPopup();
        cancelHover();
        if (!open) hoverTimer.current = env.setTimeout(() => setOpen(true), hoverDelayMs);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        cancelHover();
        if (open && !focusWithin())
          hoverTimer.current = env.setTimeout(() => setOpen(false), QUICK_INFO_LEAVE_DELAY_MS);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next)) && !hovering.current) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="idm-link-button idm-quick-info-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onFocus={() => {
          void loadPopup();
          if (!refocusing.current) setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Only the popup closes, not a dialog around the name.
            event.preventDefault();
            event.stopPropagation();
            closeAndRefocus();
          }
        }}
      >
        {children ?? name}
      </button>
      {open ? (
        // The console's direction: the name around it may be shown with dir="auto" (a Latin name in Arabic).
        <span dir={direction}>
          <Suspense fallback={<ComponentLoader inline />}>
            <UserQuickInfo {...popup} id={popupId} dn={dn} name={name} onClose={closeAndRefocus} />
          </Suspense>
        </span>
      ) : null}
    </span>
  );
}
