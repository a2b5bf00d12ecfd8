import { useEffect, useRef } from 'react';
import { useNotifications } from '../../api/notifications';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { ServerText } from '../../ui/ServerText';
import { useMenu } from '../../ui/menu/use-menu';
import {
  afterNewCounts,
  badgeText,
  countLines,
  markSeen,
  notificationHref,
  notificationParts,
  notificationTotal,
  rememberSeenTotal,
  rememberedSeenTotal,
  seenAtStart,
  type CountKind,
} from './notification-view';

/** New counts are asked for again every minute while the console is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * The bell: a badge while there are new items the user has not looked at, and a dropdown listing
 * the counts and the notifications, each linking to its route. Opening it marks them seen.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const core = useCore();
  const { open, setOpen, toggle: toggleOpen, rootRef, panelRef, onKeyDown, panelId, buttonProps } = useMenu();
  const notifications = useNotifications({ refetchIntervalMs: NOTIFICATIONS_REFRESH_MS });
  const seen = useCoreStore('$notificationsSeen');
  const user = useCoreStore('$user');
  const who = user ? `${core.options.clientId}|${user.dn}` : null;
  const seenTotal = useRef(0);
  /** Whose remembered total the counts were compared with (once per user and page load). */
  const startedFor = useRef<string | null>(null);
  const loaded = notifications.data !== undefined;
  const total = notificationTotal(notifications.data);
  const badge = badgeText(total, seen);

  useEffect(() => {
    if (who !== null && loaded && startedFor.current !== who) {
      startedFor.current = who;
      const state = seenAtStart(total, rememberedSeenTotal(core.env.localStorage, who));
      seenTotal.current = state.seenTotal;
      if (state.seen !== seen) core.stores.$notificationsSeen.set(state.seen);
      return;
    }
    const next = afterNewCounts({ seen, seenTotal: seenTotal.current }, total);
    if (next.seen !== seen) core.stores.$notificationsSeen.set(next.seen);
  }, [core, seen, total, who, loaded]);

  const toggle = () => {
    if (!open) {
      const state = markSeen(total);
      seenTotal.current = state.seenTotal;
      core.stores.$notificationsSeen.set(state.seen);
      if (who !== null) rememberSeenTotal(core.env.localStorage, who, total);
    }
    toggleOpen();
  };

  const countLabels: Record<CountKind, string> = {
    tasks: t('notifications.newTasks'),
    roles: t('notifications.newRoles'),
    resources: t('notifications.newResources'),
    helpdeskTasks: t('notifications.newHelpdeskTasks'),
  };
  const lines = countLines(notifications.data);
  const items = notifications.data?.notificationsList ?? [];

  return (
    <div className="notifications" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        {...buttonProps}
        className="bell-button"
        part="notifications-button"
        aria-label={badge ? t('notifications.bellWithCount', { count: badge }) : t('frame.notifications')}
        onClick={toggle}
      >
        <svg className="bell-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {badge ? (
          <span className="badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="notifications-panel dropdown-panel"
        part="notifications"
        hidden={!open}
      >
        <h2 className="dropdown-heading">{t('frame.notifications')}</h2>
        {lines.length === 0 && items.length === 0 ? (
          <p className="dropdown-note">{t('frame.noNotifications')}</p>
        ) : (
          <ul className="dropdown-list">
            {lines.map((line) => (
              <li key={line.kind}>
                <a className="dropdown-item count-line" href={line.href} onClick={() => setOpen(false)}>
                  <span>{countLabels[line.kind]}</span> <span className="count">{line.count}</span>
                </a>
              </li>
            ))}
            {items.map((item, index) => {
              const href = notificationHref(item.navigation);
              // Server text in its own isolates, so that a name cannot reorder the separator and the action.
              const [name, action] = notificationParts(item);
              const text = (
                <>
                  {name ? <ServerText>{name}</ServerText> : null}
                  {name && action ? ' — ' : null}
                  {action ? <ServerText>{action}</ServerText> : null}
                </>
              );
              return (
                <li key={`${item.type}-${item.name}-${index}`}>
                  {href ? (
                    <a className="dropdown-item" href={href} onClick={() => setOpen(false)}>
                      {text}
                    </a>
                  ) : (
                    <span className="dropdown-item">{text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
