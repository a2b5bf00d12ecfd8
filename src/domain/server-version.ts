/**
 * What an Identity Applications server offers, by the version `access/info/version` answers
 * (docs/protocol.md "Server versions"): Identity Manager 4.10 (Identity Applications 4.10.x) and the
 * Identity Applications 24.x/25.x releases take the v2 request and task calls; 4.8.x does not.
 */
export interface ServerOffers {
  /** POST access/requests/permissions/v2 (`reqPermissions`, `data[{key, value[]}]`): requests of PRDs. */
  requestV2: boolean;
  /** POST access/tasks/v2 (`taskId`, `taskAction`, `comments`, `data`): approve, deny, claim one task. */
  taskActionV2: boolean;
}

/** A server whose version is unknown (the read failed or answered nothing readable): the 4.8 calls. */
export const BASELINE_OFFERS: ServerOffers = { requestV2: false, taskActionV2: false };

/** `4.10.1` → [4, 10, 1]; null when it does not start with a number. */
export function versionParts(version: string): number[] | null {
  const match = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version);
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

/** Whether `version` is `minimum` or later, part by part (missing parts count as 0). */
export function isAtLeast(version: string, minimum: readonly number[]): boolean {
  const parts = versionParts(version);
  if (!parts) return false;
  for (let i = 0; i < minimum.length; i += 1) {
    const have = parts[i] ?? 0;
    const want = minimum[i] ?? 0;
    if (have !== want) return have > want;
  }
  return true;
}

/** What the server of `version` offers; anything unreadable is treated as the baseline (4.8). */
export function serverOffers(version: string | null | undefined): ServerOffers {
  const newer = typeof version === 'string' && isAtLeast(version, [4, 10]);
  return { requestV2: newer, taskActionV2: newer };
}

/** POST access/tasks/v2's `taskAction` for the console's task actions that have one. */
export const TASK_ACTION_V2 = { approve: 'ApprovalAction', deny: 'DenyAction', claim: 'ClaimAction' } as const;
export type TaskActionV2 = (typeof TASK_ACTION_V2)[keyof typeof TASK_ACTION_V2];
