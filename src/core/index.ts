export { configure, createCore, getCore, peekCore, resetCore, CORE_GLOBAL_KEY } from './core';
export type {
  ConfigureOptions,
  CoreOptions,
  HttpClient,
  HttpMethod,
  IdmCore,
  QueryParams,
  QueryValue,
  RequestOptions,
  SessionController,
} from './types';
export { HttpError, NetworkError, errorMessage, isHttpStatus } from './errors';
export type { ErrorTextKey, ErrorTranslator } from './errors';
export type { CoreStores, FeedbackMessage, LocaleState, ProxyUser, SessionState, SessionStatus } from './stores';
export type { FeedbackController, FeedbackOptions } from './feedback';
export { browserEnv, memoryStorage } from './env';
export type { BrowserEnv, KeyValueStorage, PageLocation, TimerId, WindowHandle } from './env';
export {
  CSRF_COOKIE,
  SESSION_COOKIE_PREFIX,
  deleteAllMfssoCookies,
  documentCookieJar,
  memoryCookieJar,
} from './cookies';
export type { CookieJar, CookieOptions } from './cookies';
export { STORAGE_KEYS, REAUTH_STATE, idleLimitMs } from './session';
export { createQueryClient } from './query';
export { MAX_READ_RETRIES, envSleep, isTransientFailure, readRetryDelay, retryRead, shouldRetryRead } from './retry';
export { CORE_VERSION } from './version';
export {
  DEFAULT_SECTION,
  defineAreaRoutes,
  routeSegments,
  sectionHref,
  sectionOfHref,
  sectionPath,
} from './navigation';
export type { AreaPageModule, AreaPrefetch, AreaRoute, AreaRoutes, RouteParams, SectionRoutes } from './navigation';
