import { faultReason, isFault, type Fault } from '../domain/fault';
import en from '../i18n/en/shell.json';

/** A response outside 2xx. `fault` is set when the body is the contract's Fault. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly fault: Fault | undefined;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    readonly url = '',
  ) {
    super(`${status} ${statusText}`.trim());
    this.fault = isFault(body) ? body : undefined;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection dropped). */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(
    readonly url = '',
    options?: { cause?: unknown },
  ) {
    super(en.errors.network, options);
  }
}

export type ErrorTextKey = 'errors.network' | 'errors.somethingWentWrong' | 'errors.tryAgain';
export type ErrorTranslator = (key: ErrorTextKey) => string;

const englishErrors: ErrorTranslator = (key) => en.errors[key.slice('errors.'.length) as keyof typeof en.errors];

/**
 * The text the console shows for a failure (spec section 8): a Fault's reason (or the generic
 * 'Error Something went wrong '), an HTTP failure's status, text and body, 'Network Error' without a
 * response, else the error's own message. Pass `translate` (e.g. the i18next `t`) for other languages.
 */
export function errorMessage(error: unknown, translate: ErrorTranslator = englishErrors): string {
  if (error instanceof HttpError) {
    if (error.fault) return faultReason(error.fault) ?? translate('errors.somethingWentWrong');
    return [String(error.status), error.statusText, bodyText(error.body)].filter((part) => part !== '').join(' ');
  }
  if (error instanceof NetworkError) return translate('errors.network');
  if (isFault(error)) return faultReason(error) ?? translate('errors.somethingWentWrong');
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return translate('errors.tryAgain');
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HttpError && error.status === status;
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body.trim();
  try {
    return JSON.stringify(body);
  } catch {
    return '';
  }
}
