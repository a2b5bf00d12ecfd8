import { useTranslation } from '../../core/react';
import { usePasswordSync, type PasswordSyncKind, type PasswordSyncStatus } from '../../api/people';
import { TableSpinner } from '../../ui/TableSpinner';
import { LoadError } from './LoadError';
import { SYNC_LABELS, sortBySeverity, syncSummary } from './password-sync';
import { safeImageSrc } from '../../ui/area';
import { Heading } from '../../ui/Heading';

/**
 * Password synchronisation per connected system: the driver's image and name, the status (its own
 * icon shape, label and border for each of 0000 Error, 0001 Warning, 0002 Retry, 0003 Fatal,
 * 0004 Success: never colour alone) and the server's message as text.
 */
export function PasswordSyncPanel() {
  const { t } = useTranslation();
  const sync = usePasswordSync();
  const heading = t('profile.passwordSync.heading');
  const label = (kind: PasswordSyncKind) => t(`profile.passwordSync.status.${kind}`, SYNC_LABELS[kind]);

  return (
    <div className="idm-profile-sync">
      <Heading depth={1} className="idm-profile-subheading">
        {heading}
      </Heading>
      {sync.isPending ? (
        <TableSpinner />
      ) : sync.isError ? (
        <LoadError error={sync.error} onRetry={() => void sync.refetch()} />
      ) : sync.data.length === 0 ? (
        <p className="idm-profile-empty-state">{t('profile.passwordSync.empty')}</p>
      ) : (
        <>
          <p className="idm-profile-sync-summary">
            {syncSummary(sync.data)
              .map(({ kind, count }) => t('profile.passwordSync.count', { label: label(kind), count }))
              .join(' · ')}
          </p>
          <ul className="idm-profile-sync-list" aria-label={heading}>
            {sortBySeverity(sync.data).map((status, index) => (
              <SyncItem key={`${status.driverName}-${index}`} status={status} label={label(status.kind)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function SyncItem({ status, label }: { status: PasswordSyncStatus; label: string }) {
  const { t } = useTranslation();
  const src = safeImageSrc(status.driverImage);
  return (
    <li className={`idm-profile-sync-item ${status.kind}`} data-status={status.status}>
      <span className="idm-profile-sync-driver">
        {src ? (
          <img src={src} alt="" width="32" height="32" className="idm-profile-driver-image" />
        ) : (
          <span className="idm-profile-driver-image placeholder" aria-hidden="true" />
        )}
        <span className="idm-profile-driver-name">{status.driverName || t('profile.passwordSync.unnamed')}</span>
      </span>
      <span className={`idm-profile-sync-status ${status.kind}`}>
        <SyncIcon kind={status.kind} />
        <span>{label}</span>
        {status.status ? <span className="idm-profile-sync-code"> ({status.status})</span> : null}
      </span>
      <span className="idm-profile-sync-message">{status.message}</span>
    </li>
  );
}

/** A different shape per state: check, triangle, circling arrow, cross, octagon, question mark. */
function SyncIcon({ kind }: { kind: PasswordSyncKind }) {
  const paths: Record<PasswordSyncKind, string> = {
    success: 'M6.5 11.2 3.3 8l-1.1 1.1 4.3 4.3 8-8-1.1-1.1z',
    warning: 'M8 1 15.5 14.5h-15zM7.2 6v4.2h1.6V6zm0 5.4V13h1.6v-1.6z',
    retry: 'M8 2a6 6 0 1 0 6 6h-1.6A4.4 4.4 0 1 1 8 3.6c1.2 0 2.3.5 3.1 1.3L9 7h5V2l-1.8 1.8A6 6 0 0 0 8 2z',
    error:
      'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm2.8 8.7-1.1 1.1L8 9.1l-1.7 1.7-1.1-1.1L6.9 8 5.2 6.3l1.1-1.1L8 6.9l1.7-1.7 1.1 1.1L9.1 8z',
    fatal: 'M5 1h6l4 4v6l-4 4H5l-4-4V5zm2.2 3v5h1.6V4zm0 6.4V12h1.6v-1.6z',
    unknown:
      'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-.8 10.4h1.6V13H7.2zM8 3.2a2.6 2.6 0 0 0-2.6 2.6H7a1 1 0 1 1 1.6.8c-.9.6-1.4 1.1-1.4 2.3v.4h1.6v-.3c0-.6.2-.8.9-1.3A2.6 2.6 0 0 0 8 3.2z',
  };
  return (
    <svg
      className="idm-profile-sync-icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[kind]} fillRule="evenodd" />
    </svg>
  );
}
