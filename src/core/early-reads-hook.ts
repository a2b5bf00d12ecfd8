/**
 * Where the core finds the early reads (core/early-reads.ts) when the page's entry installed them: only the
 * console's entry does (its page alone has the landing script that sends them), so a widget does not carry
 * that code. Signing out forgets what was remembered on any page.
 */
import type { KeyValueStorage } from './env';

/** localStorage: the start-up reads of the last visits (core/early-reads.ts reads and writes the format). */
export const EARLY_READS_STORAGE_KEY = 'idm.startupReads';

export interface StartupRecorder {
  recording(): boolean;
  record(read: { url: string; language: string | null }): void;
  forget(): void;
  finish(): void;
}

export interface EarlyReadsFeature {
  createRecorder(storage: KeyValueStorage, pageUrl: string): StartupRecorder;
  withEarlyReads(fetchImpl: typeof fetch, recorder: StartupRecorder, pageUrl: () => string): typeof fetch;
  /** The landing script's answer for the context at `url`, once; none when it did not ask for it. */
  takeContext(url: string): Promise<Response> | undefined;
}

const FEATURE_KEY = Symbol.for('idm-console.early-reads-feature');
type FeatureHolder = { [FEATURE_KEY]?: EarlyReadsFeature };

export function registerEarlyReads(feature: EarlyReadsFeature): void {
  (globalThis as FeatureHolder)[FEATURE_KEY] = feature;
}

export function installedEarlyReads(): EarlyReadsFeature | undefined {
  return (globalThis as FeatureHolder)[FEATURE_KEY];
}

/** Drops the remembered start-up reads (signing out): the next person on this browser starts without them. */
export function forgetStartupReads(storage: KeyValueStorage): void {
  try {
    storage.removeItem(EARLY_READS_STORAGE_KEY);
  } catch {
    // nothing stored, then
  }
}
