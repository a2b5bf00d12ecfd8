import { requestState, type StatusIcon } from '../../domain/request-states';

export interface AssignmentStatusView {
  text: string;
  /** The state's icon group, when known: the status's look besides its text. */
  icon: StatusIcon | 'pending' | undefined;
}

/**
 * An assignment's status as text: a state code is read from the role or resource request-state
 * table (spec section 4: 50 → 'Provisioned'); a worded status is shown as it is.
 */
export function assignmentStatus(kind: string, status: string): AssignmentStatusView {
  const trimmed = status.trim();
  if (/^\d+$/.test(trimmed) && (kind === 'role' || kind === 'resource')) {
    const state = requestState(kind, trimmed);
    if (state) return { text: state.label, icon: state.icon };
  }
  const lower = trimmed.toLowerCase();
  if (lower.includes('pending') || lower.includes('revok')) return { text: trimmed, icon: 'pending' };
  if (lower === 'provisioned' || lower === 'active') return { text: trimmed, icon: 'completed' };
  return { text: trimmed, icon: undefined };
}
