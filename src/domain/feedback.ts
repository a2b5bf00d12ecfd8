import { commonName } from './format';

export type FeedbackKind = 'success' | 'warning' | 'danger';

export interface FeedbackItem {
  name?: string;
  id?: string;
  reason?: string;
}

export interface SodConflict {
  sodName: string;
  perm1Name: string;
  perm2Name: string;
}

/** A mutation's answer shown in the banner (spec section 3, "Feedback message"). */
export interface StructuredFeedback {
  success: boolean;
  succeeded: FeedbackItem[];
  failed: FeedbackItem[];
  sods: SodConflict[];
}

/**
 * Normalises a mutation answer: a single item becomes a list, the string 'true' counts as true and
 * directory names show their common name.
 */
export function parseStructuredFeedback(body: unknown): StructuredFeedback {
  const raw = isObject(body) ? body : {};
  return {
    success: raw['success'] === true || raw['success'] === 'true',
    succeeded: asList(raw['succeeded']).map(toItem),
    failed: asList(raw['failed']).map(toItem),
    sods: asList(raw['sods']).map((s) => ({
      sodName: String(s['sodName'] ?? ''),
      perm1Name: String(s['perm1Name'] ?? ''),
      perm2Name: String(s['perm2Name'] ?? ''),
    })),
  };
}

/** Spec section 4: 200 → success, 'warning' → warning, anything else → danger. */
export function feedbackKindForStatus(status: number | string): FeedbackKind {
  if (status === 200 || status === '200') return 'success';
  if (status === 'warning') return 'warning';
  return 'danger';
}

function toItem(raw: Record<string, unknown>): FeedbackItem {
  const item: FeedbackItem = {};
  if (raw['name'] !== undefined) item.name = displayName(String(raw['name']));
  if (raw['id'] !== undefined) item.id = displayName(String(raw['id']));
  if (raw['reason'] !== undefined) item.reason = String(raw['reason']);
  return item;
}

function displayName(value: string): string {
  return /^\w+=/.test(value) ? commonName(value) : value;
}

function asList(value: unknown): Record<string, unknown>[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(isObject);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
