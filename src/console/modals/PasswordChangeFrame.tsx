import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../core/react';
import { safeHref } from '../../domain/safe-url';
import { Dialog } from '../../ui/Dialog';

interface PendingChange {
  url: string;
  done(): void;
}

/**
 * The change-password frame for a 498 answer (spec sections 7 and 8): registers the core's handler,
 * shows the self-service password page full screen, and lets the core replay the call once closed.
 */
export function PasswordChangeFrame() {
  const { t } = useTranslation();
  const core = useCore();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const pendingRef = useRef<PendingChange | null>(null);
  const done = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    core.session.setPasswordChangeHandler(
      (url) =>
        new Promise<void>((resolve) => {
          const change = { url, done: resolve };
          pendingRef.current = change;
          setPending(change);
        }),
    );
    return () => {
      core.session.setPasswordChangeHandler(null);
      // Whoever waits must not wait forever once the console is gone.
      pendingRef.current?.done();
      pendingRef.current = null;
    };
  }, [core]);

  const close = useCallback(() => {
    pendingRef.current?.done();
    pendingRef.current = null;
    setPending(null);
  }, []);

  const src = pending ? safeHref(pending.url) : null;
  return (
    <Dialog
      open={pending !== null}
      heading={t('session.changePassword')}
      onClose={close}
      className="password-change-dialog"
      initialFocus={done}
      footer={
        <button ref={done} type="button" className="idm-button" onClick={close}>
          {t('common.done')}
        </button>
      }
    >
      {src ? (
        <iframe className="password-change-frame" src={src} title={t('session.changePasswordFrame')} />
      ) : (
        <p className="idm-alert danger" role="alert">
          {t('session.changePasswordUnavailable')}
        </p>
      )}
    </Dialog>
  );
}
