import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerLocale } from '../routes/shell-locale.js';

type Texts = readonly [de: string, fr: string, ar: string, he: string];
const COLUMN: Readonly<Record<string, number>> = { de: 0, fr: 1, ar: 2, he: 3 };

/**
 * A catalogue of server messages: the English text as the routes throw it, `{0}`, `{1}`… standing for the
 * names, dates and ids in it, and its de, fr, ar and he texts with the same placeholders.
 */
export type FaultCatalogue = readonly (readonly [english: string, texts: Texts])[];

interface CompiledEntry {
  pattern: RegExp;
  texts: Texts;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: FaultCatalogue): CompiledEntry[] {
  return catalogue.map(([english, texts]) => ({
    pattern: new RegExp(`^${escape(english).replace(/\\\{\d\\\}/g, '(.+?)')}$`, 's'),
    texts,
  }));
}

/** The message `english` in `locale` when the catalogue has it, else `english` itself. */
export function translateFault(catalogue: FaultCatalogue, english: string, locale: string): string {
  const column = COLUMN[locale.slice(0, 2)];
  if (column === undefined) return english;
  for (const entry of compiled(catalogue)) {
    const match = entry.pattern.exec(english);
    if (match) return entry.texts[column]!.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i) + 1] ?? '');
  }
  return english;
}

const compiledCatalogues = new WeakMap<FaultCatalogue, CompiledEntry[]>();
function compiled(catalogue: FaultCatalogue): CompiledEntry[] {
  let entries = compiledCatalogues.get(catalogue);
  if (!entries) {
    entries = compile(catalogue);
    compiledCatalogues.set(catalogue, entries);
  }
  return entries;
}

/** The language the caller reads: the Accept-Language the console sends, else their saved locale. */
function callerLocale(request: FastifyRequest): string {
  return answerLocale(request.headers['accept-language'], request.principal?.user.locale ?? null);
}

/**
 * Answers the Faults of the routes registered on `app` in the caller's language (the way the menu names its
 * entries, auth/menu-names.ts): the Reason.Text of a 4xx Fault found in `catalogue` is rewritten.
 */
export function translateFaults(app: FastifyInstance, catalogue: FaultCatalogue): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    const locale = callerLocale(request);
    if (COLUMN[locale.slice(0, 2)] === undefined) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const reason = (body as { Fault?: { Reason?: { Text?: unknown } } } | null)?.Fault?.Reason;
    if (!reason || typeof reason.Text !== 'string') return payload;
    const translated = translateFault(catalogue, reason.Text, locale);
    if (translated === reason.Text) return payload;
    reason.Text = translated;
    return JSON.stringify(body);
  });
}
