import { createPortContext } from '../../ui/area';
import type { StructuredFeedback } from '../../domain/feedback';
import type { HistoryDetail, HistoryPage } from './history-model';
import type { HistoryListParams } from './history-query';

/** Whose requests: the signed-in (or proxied) user's, or the managed teams' (optionally one member). */
export type HistoryScope = { kind: 'mine' } | { kind: 'team'; memberDn: string };

export interface NamedDn {
  dn: string;
  name: string;
}

/**
 * What the history needs from the server, in its own shapes. The default (`createHistoryPort` in
 * history-adapters.ts) maps `src/api`; tests and hosts may pass another through `<HistoryPortProvider>`.
 */
export interface HistoryPort {
  list(params: HistoryListParams, scope: HistoryScope, signal?: AbortSignal): Promise<HistoryPage>;
  detail(entityType: string, id: string, signal?: AbortSignal): Promise<HistoryDetail>;
  /** DELETE access/requests/history: the server's structured answer. */
  retract(request: { id: string; entityType: string }): Promise<StructuredFeedback>;
  managedTeams(signal?: AbortSignal): Promise<NamedDn[]>;
  teamMembers(teamDn: string, signal?: AbortSignal): Promise<NamedDn[]>;
}

export const historyPort = createPortContext<HistoryPort>('HistoryPort');
export const useHistoryPort = historyPort.usePort;
