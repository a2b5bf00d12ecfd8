import type { ReactNode } from 'react';

/*
 * Text from people or the server (names, reasons, comments, descriptions) may carry bidirectional
 * controls (U+202A–U+202E, U+2066–U+2069). Shown in an isolating element (`<bdi>`: its own direction,
 * `unicode-bidi: isolate`), such text can reorder only itself, never the console's words beside it.
 */

export interface ServerTextProps {
  children: ReactNode;
  className?: string;
}

/** Free text of people or the server, isolated from what stands beside it. */
export function ServerText({ children, className }: ServerTextProps) {
  return <bdi className={className}>{children}</bdi>;
}

// Private-use markers around a value's name: they survive translation and escaping unchanged.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/** The placeholder to interpolate in place of a server value: `t(key, { name: slot('name') })`. */
export function slot(name: string): string {
  return `${OPEN}${name}${CLOSE}`;
}

export interface IsolatedSentenceProps {
  /** The translated sentence, its server values given as `slot(name)`. */
  text: string;
  /** The values by slot name. */
  values: Readonly<Record<string, string>>;
}

/**
 * A translated sentence whose interpolated server values ('{{name}} for {{recipient}}') each stand in
 * a `<bdi>`: a name that reverses itself cannot carry the sentence's own words along. Same text content
 * as the plain interpolation.
 */
export function IsolatedSentence({ text, values }: IsolatedSentenceProps) {
  const parts = text.split(SLOT);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <bdi key={index}>{values[part] ?? ''}</bdi> : part))}</>;
}
