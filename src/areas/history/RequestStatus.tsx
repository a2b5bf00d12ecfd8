import { useTranslation } from '../../core/react';
import { statusDisplay } from './request-status';
import { StatusIcon } from './StatusIcon';

export interface RequestStatusProps {
  entityType: string;
  /** The request state code of the entity type's table. */
  state: number | string | null | undefined;
  /** The server's status text, shown for codes the tables do not know. */
  fallbackText?: string;
}

/** A request's state as icon plus text (never colour alone); the icon group is also a class for theming. */
export function RequestStatus({ entityType, state, fallbackText = '' }: RequestStatusProps) {
  const { t } = useTranslation();
  const display = statusDisplay(entityType, state);
  const label = display.key ? t(display.key) : fallbackText;
  if (!label) return null;
  return (
    <span
      className={`history-status${display.icon ? ` ${display.icon}` : ''}`}
      data-status-group={display.icon ?? 'none'}
    >
      {display.icon ? <StatusIcon group={display.icon} /> : null}
      <span className="history-status-text">{label}</span>
    </span>
  );
}
