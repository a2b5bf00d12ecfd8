import { atom, type WritableAtom } from 'nanostores';
import type { StructuredFeedback, FeedbackKind } from '../domain/feedback';
import { DEFAULT_LOCALE, textDirection, type TextDirection } from '../domain/locale';
import type { PersonNode } from '../domain/user';

export type SessionStatus = 'idle' | 'starting' | 'ready' | 'signed-out' | 'redirecting' | 'error';

export interface SessionState {
  status: SessionStatus;
  error?: string;
}

export interface LocaleState {
  locale: string;
  dir: TextDirection;
}

export interface FeedbackMessage {
  id: string;
  kind: FeedbackKind;
  /** Plain text, or a mutation's structured answer (then `text` may be a heading). */
  text?: string;
  structured?: StructuredFeedback;
  /** Pinned messages stay until closed. */
  pinned?: boolean;
  /** Over a structured answer's succeeded items: what was done ("Approved:"). */
  succeededTitle?: string;
  /** The page (the address) the message was shown on: a failure belongs to it and leaves with it. */
  page?: string;
}

/** The user the signed-in user acts for in proxy mode. */
export interface ProxyUser {
  dn: string;
  fullName: string;
}

/**
 * Page-wide state that is not server data (session, signed-in user, locale, feedback, proxy). Server data
 * (rights, settings) lives in the query cache only: see `src/api` (`useLoadedUserRights`, …).
 */
export interface CoreStores {
  $session: WritableAtom<SessionState>;
  $user: WritableAtom<PersonNode | null>;
  $locale: WritableAtom<LocaleState>;
  $feedback: WritableAtom<FeedbackMessage[]>;
  $proxy: WritableAtom<ProxyUser | null>;
  $sessionWarning: WritableAtom<boolean>;
  /** True once the notification list has been opened (the badge hides until new counts arrive). */
  $notificationsSeen: WritableAtom<boolean>;
  /** The forms on the page with changes not saved yet (their ids): leaving asks first. */
  $unsavedForms: WritableAtom<readonly string[]>;
}

export function localeState(locale: string): LocaleState {
  return { locale, dir: textDirection(locale) };
}

function initialValues() {
  return {
    $session: { status: 'idle' } as SessionState,
    $user: null,
    $locale: localeState(DEFAULT_LOCALE),
    $feedback: [] as FeedbackMessage[],
    $proxy: null,
    $sessionWarning: false,
    $notificationsSeen: false,
    $unsavedForms: [] as readonly string[],
  };
}

export function createStores(): CoreStores {
  const initial = initialValues();
  return {
    $session: atom<SessionState>(initial.$session),
    $user: atom<PersonNode | null>(initial.$user),
    $locale: atom<LocaleState>(initial.$locale),
    $feedback: atom<FeedbackMessage[]>(initial.$feedback),
    $proxy: atom<ProxyUser | null>(initial.$proxy),
    $sessionWarning: atom<boolean>(initial.$sessionWarning),
    $notificationsSeen: atom<boolean>(initial.$notificationsSeen),
    $unsavedForms: atom<readonly string[]>(initial.$unsavedForms),
  };
}

/** Back to the values a fresh page has; subscribers stay subscribed. */
export function resetStores(stores: CoreStores): void {
  const initial = initialValues();
  for (const key of Object.keys(initial) as (keyof CoreStores)[]) {
    (stores[key] as WritableAtom<unknown>).set(initial[key]);
  }
}
