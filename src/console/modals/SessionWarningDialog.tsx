import { useRef, useState } from 'react';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { Dialog } from '../../ui/Dialog';
import { useSignOut } from '../shell/useSignOut';

/**
 * The session-expiry warning (spec sections 4 and 8), open while `$sessionWarning` is true.
 * Extend re-authenticates in a new tab (`core.session.extend()`: on success the core closes this,
 * shows 'Successfully extended session' and restarts the idle timer). Closing it without a choice
 * keeps working and restarts the idle timer.
 */
export function SessionWarningDialog() {
  const { t } = useTranslation();
  const core = useCore();
  const open = useCoreStore('$sessionWarning');
  const signOut = useSignOut();
  const [extending, setExtending] = useState(false);
  const extendButton = useRef<HTMLButtonElement>(null);

  const extend = async () => {
    setExtending(true);
    try {
      await core.session.extend();
    } finally {
      setExtending(false);
    }
  };
  const dismiss = () => {
    core.stores.$sessionWarning.set(false);
    core.session.startIdleTimer();
  };

  return (
    <Dialog
      open={open}
      heading={t('frame.session.warningTitle')}
      onClose={dismiss}
      initialFocus={extendButton}
      footer={
        <>
          <button
            ref={extendButton}
            type="button"
            className="idm-button"
            onClick={() => void extend()}
            disabled={extending}
            aria-busy={extending}
          >
            {t('frame.session.extend')}
          </button>
          <button type="button" className="idm-button secondary" onClick={signOut}>
            {t('frame.signOut')}
          </button>
        </>
      }
    >
      <p>{t('frame.session.warning')}</p>
    </Dialog>
  );
}
