import { useCallback, useReducer, useRef } from 'react';
import { fetchProxyPermission } from '../../api/shell-proxy';
import { errorMessage } from '../../core/errors';
import { useCore, useTranslation } from '../../core/react';
import type { ProxyUser } from '../../core/stores';
import { CLOSED, proxyDialogReducer, type ProxyDialogState } from './proxy-dialog-state';
import { useProxyMode } from './useProxyMode';

export interface ProxyAsFlow {
  state: ProxyDialogState;
  /** Proxy As: opens the PROXY AS dialog. */
  start(): void;
  cancel(): void;
  /** Continue: asks the server whether the user may be proxied (proxyFor); on yes, proxy mode. */
  confirm(candidate: ProxyUser): Promise<void>;
}

export function useProxyAsFlow(): ProxyAsFlow {
  const { t } = useTranslation();
  const core = useCore();
  const proxy = useProxyMode();
  const [state, dispatch] = useReducer(proxyDialogReducer, CLOSED);
  /** Each check and each cancel gets a new number: a late answer of an abandoned check is ignored. */
  const attempt = useRef(0);

  const start = useCallback(() => dispatch({ type: 'open' }), []);
  const cancel = useCallback(() => {
    attempt.current++;
    dispatch({ type: 'cancel' });
  }, []);
  const confirm = useCallback(
    async (candidate: ProxyUser) => {
      const mine = ++attempt.current;
      dispatch({ type: 'continue', candidate });
      try {
        const allowed = await fetchProxyPermission(core, candidate.dn);
        if (mine !== attempt.current) return;
        if (!allowed) {
          dispatch({ type: 'refused' });
          return;
        }
        dispatch({ type: 'allowed' });
        proxy.enter(candidate);
      } catch (error) {
        if (mine === attempt.current) dispatch({ type: 'failed', message: errorMessage(error, (key) => t(key)) });
      }
    },
    [core, proxy, t],
  );

  return { state, start, cancel, confirm };
}
