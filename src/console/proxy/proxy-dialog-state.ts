import type { ProxyUser } from '../../core/stores';

/**
 * The PROXY AS dialog's part of the proxy-mode state machine (spec section 4): off → choosing
 * (Proxy As) → checking (Continue with a user) → on when the server allows it (proxyFor true), back
 * to choosing with 'ProxyMode Approval is required!' when it does not. Proxy mode itself (on, and
 * Exit Proxy back to off) is `$proxy`, driven by useProxyMode.
 */
export type ProxyDialogState =
  | { phase: 'closed' }
  | { phase: 'choosing'; refusal: ProxyRefusal | null }
  | { phase: 'checking'; candidate: ProxyUser };

export type ProxyRefusal = { kind: 'approvalRequired' } | { kind: 'error'; message: string };

export type ProxyDialogEvent =
  | { type: 'open' }
  | { type: 'cancel' }
  | { type: 'continue'; candidate: ProxyUser }
  | { type: 'allowed' }
  | { type: 'refused' }
  | { type: 'failed'; message: string };

export const CLOSED: ProxyDialogState = { phase: 'closed' };

export function proxyDialogReducer(state: ProxyDialogState, event: ProxyDialogEvent): ProxyDialogState {
  switch (event.type) {
    case 'open':
      return state.phase === 'closed' ? { phase: 'choosing', refusal: null } : state;
    case 'cancel':
      return CLOSED;
    case 'continue':
      return state.phase === 'choosing' && event.candidate.dn !== ''
        ? { phase: 'checking', candidate: event.candidate }
        : state;
    case 'allowed':
      return state.phase === 'checking' ? CLOSED : state;
    case 'refused':
      return state.phase === 'checking' ? { phase: 'choosing', refusal: { kind: 'approvalRequired' } } : state;
    case 'failed':
      return state.phase === 'checking'
        ? { phase: 'choosing', refusal: { kind: 'error', message: event.message } }
        : state;
  }
}
