import { parseContextConfig, type AppContext } from '../domain/context';
import { faultReason } from '../domain/fault';
import en from '../i18n/en/shell.json';

/** Start-up could not load the context; `message` is the server's error text or 'Server error'. */
export class ContextLoadError extends Error {
  override name = 'ContextLoadError';

  /** No answer, or a 5xx/429: asking again may work (see retry.ts). */
  constructor(message: string, options?: { cause?: unknown; transient?: boolean }) {
    super(message, options);
    this.transient = options?.transient ?? false;
  }

  readonly transient: boolean;
}

/**
 * How the context is fetched. The console page preloads it (`<link rel="preload" as="fetch"
 * crossorigin="use-credentials">`, as the element loader does): the browser hands that answer over
 * only to a request of the same mode and credentials and no headers of its own.
 */
export const CONTEXT_REQUEST: RequestInit = { mode: 'cors', credentials: 'include' };

/** From a page of another origin: CORS without credentials (the server allow-lists the origin). */
export const CROSS_ORIGIN_CONTEXT_REQUEST: RequestInit = { mode: 'cors', credentials: 'omit' };

/** GET `<consoleBase>LoadContextConfigServlet` → AppContext. */
export async function loadContextConfig(
  consoleBase: string,
  fetchFn: typeof fetch,
  request: RequestInit = CONTEXT_REQUEST,
): Promise<AppContext> {
  let response: Response;
  try {
    response = await fetchFn(new URL('LoadContextConfigServlet', consoleBase).href, request);
  } catch (cause) {
    throw new ContextLoadError(en.errors.server, { cause, transient: true });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ContextLoadError(en.errors.server, { cause, transient: true });
  }
  if (!response.ok) {
    throw new ContextLoadError(serverErrorText(text, response.headers.get('content-type')) ?? en.errors.server, {
      transient: response.status >= 500 || response.status === 429,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ContextLoadError(en.errors.server);
  }
  try {
    return parseContextConfig(json);
  } catch (cause) {
    throw new ContextLoadError(cause instanceof Error ? cause.message : en.errors.server, { cause });
  }
}

/** What the server said went wrong: a Fault's reason, an `{error}` field, or short plain text (never HTML). */
function serverErrorText(text: string, contentType: string | null): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || contentType?.includes('html') || trimmed.startsWith('<')) return undefined;
  try {
    const body: unknown = JSON.parse(trimmed);
    const reason = faultReason(body);
    if (reason) return reason;
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string')
      return body.error;
    return undefined;
  } catch {
    return trimmed.length <= 500 ? trimmed : undefined;
  }
}
