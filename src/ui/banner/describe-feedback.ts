import type { FeedbackMessage } from '../../core/stores';
import type { FeedbackKind, SodConflict } from '../../domain/feedback';
import { commonName } from '../../domain/format';
import { findSetting, settingText, type ClientSettings } from '../../domain/settings';

/** Spec section 9: the banner shows for 10 seconds unless the client settings say otherwise. */
export const DEFAULT_MESSAGE_TIME_MS = 10_000;

export interface FailedEntry {
  name: string;
  reason: string;
}

/** What the banner shows for one message; plain data, translated by the component. */
export interface FeedbackView {
  kind: FeedbackKind;
  className: `alert-${FeedbackKind}`;
  /** Errors interrupt (`alert`); success and warnings are announced politely (`status`). */
  role: 'alert' | 'status';
  text: string;
  /** What was done, over the succeeded items; null: the generic "Succeeded:". */
  succeededTitle: string | null;
  succeeded: string[];
  failed: FailedEntry[];
  sods: SodConflict[];
}

/**
 * A structured message takes its tone from its success flag (a caller's 'warning' stays a warning);
 * names that are DNs show their common name.
 */
export function describeFeedback(
  message: Pick<FeedbackMessage, 'kind' | 'text' | 'structured' | 'succeededTitle'>,
): FeedbackView {
  const structured = message.structured;
  const kind: FeedbackKind = !structured
    ? message.kind
    : structured.success
      ? 'success'
      : message.kind === 'warning'
        ? 'warning'
        : 'danger';
  return {
    kind,
    className: `alert-${kind}`,
    role: kind === 'danger' ? 'alert' : 'status',
    text: message.text ?? '',
    succeededTitle: message.succeededTitle ?? null,
    succeeded: (structured?.succeeded ?? []).map((item) => commonName(item.name ?? item.id ?? '')).filter(Boolean),
    failed: (structured?.failed ?? []).map((item) => ({
      name: commonName(item.name ?? item.id ?? ''),
      reason: item.reason ?? '',
    })),
    sods: (structured?.sods ?? []).map((sod) => ({
      sodName: commonName(sod.sodName),
      perm1Name: commonName(sod.perm1Name),
      perm2Name: commonName(sod.perm2Name),
    })),
  };
}

/** The client setting `customization.messageTime`, in milliseconds; missing or not positive → 10 s. */
export function messageTimeMs(settings: ClientSettings | null | undefined): number {
  const setting = findSetting(settings, 'customization', 'messageTime');
  const value = Number(settingText(setting?.value));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_MESSAGE_TIME_MS;
}
