import { useMemo, useState } from 'react';
import { useCore, useTranslation } from '../../core/react';
import type { ProxyUser } from '../../core/stores';
import { Dialog } from '../../ui/Dialog';
import { Picker } from '../../ui/picker';
import { pickerItemOf, proxyCandidatesSource, proxyUserOf } from './proxy-candidates';
import type { ProxyDialogState } from './proxy-dialog-state';

export interface ProxyAsDialogProps {
  state: ProxyDialogState;
  onCancel(): void;
  onContinue(user: ProxyUser): void;
}

/**
 * 'PROXY AS': the picker's Users tab in single mode, required ('Proxy User is required' once
 * touched and left), Continue (disabled while empty or while the server is asked) and Cancel.
 */
export function ProxyAsDialog({ state, onCancel, onContinue }: ProxyAsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={state.phase !== 'closed'} heading={t('proxy.title')} onClose={onCancel} className="proxy-as-dialog">
      {state.phase === 'closed' ? null : <ProxyAsForm state={state} onCancel={onCancel} onContinue={onContinue} />}
    </Dialog>
  );
}

function ProxyAsForm({ state, onCancel, onContinue }: ProxyAsDialogProps) {
  const { t } = useTranslation();
  const core = useCore();
  const sources = useMemo(() => ({ users: proxyCandidatesSource(core) }), [core]);
  const [user, setUser] = useState<ProxyUser | null>(null);
  const checking = state.phase === 'checking';
  const refusal = state.phase === 'choosing' ? state.refusal : null;

  return (
    <form
      className="proxy-as-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (user && !checking) onContinue(user);
      }}
    >
      <Picker
        label={t('proxy.userLabel')}
        tabs={['users']}
        mode="single"
        value={user ? [pickerItemOf(user)] : []}
        onChange={(items) => setUser(proxyUserOf(items[0]))}
        required
        errorText={t('proxy.userRequired')}
        disabled={checking}
        sources={sources}
      />
      {refusal ? (
        <p className="idm-alert danger" role="alert">
          {refusal.kind === 'approvalRequired' ? t('proxy.approvalRequired') : refusal.message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="idm-button" disabled={user === null || checking} aria-busy={checking}>
          {t('frame.continue')}
        </button>
        <button type="button" className="idm-button secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
