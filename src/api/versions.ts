import { HttpError, isHttpStatus, type IdmCore, type RequestOptions } from '../core';

/**
 * Versions of the objects editors change (src/api/README.md "Versions"; docs/protocol.md "Versions: ETag and
 * If-Match"): a read answers the object's version as `ETag`; a write that sends it back as `If-Match` fails
 * with 412 when someone changed the object since, instead of overwriting his change.
 */

/** An object's version: an opaque, quoted entity tag. */
export type Version = string;

/** What a read answered, with the version of the object it read (null: the server sent none). */
export interface Versioned<T> {
  value: T;
  version: Version | null;
}

/** The core with every request of `http` passed through `patch` (the rest of the core as it is, live). */
function patchedCore(core: IdmCore, patch: (options: RequestOptions) => RequestOptions): IdmCore {
  const http = Object.create(core.http) as IdmCore['http'];
  // Forwards the api functions' own requests, whose method and URL the contract test reads where they are written.
  const forwarded = core.http;
  http.request = <T>(options: RequestOptions) => forwarded.request<T>(patch(options));
  return Object.create(core, { http: { value: http, enumerable: true } }) as IdmCore;
}

/**
 * Runs an api read with a core that notes the `ETag` of its answers: the read's value and the object's
 * version. E.g. `const { value, version } = await readVersioned(core, (c) => fetchRoleDetails(c, dn))`.
 */
export async function readVersioned<T>(core: IdmCore, read: (core: IdmCore) => Promise<T>): Promise<Versioned<T>> {
  let version: Version | null = null;
  const tracking = patchedCore(core, (options) => ({
    ...options,
    onVersion: (seen) => {
      version = seen;
      options.onVersion?.(seen);
    },
  }));
  const value = await read(tracking);
  return { value, version };
}

/**
 * A core whose writes (every method but GET) send `version` as `If-Match`: pass it to an api function that
 * makes one write of the object read, e.g. `await updateRole(ifMatch(core, version), input)`. Without a
 * version (the server sent none) the write goes as before, unguarded. A stale version fails with an
 * `HttpError` of status 412: see `isVersionConflict` and `currentVersionOf`.
 */
export function ifMatch(core: IdmCore, version: Version | null | undefined): IdmCore {
  if (!version) return core;
  return patchedCore(core, (options) =>
    (options.method ?? 'GET') === 'GET' ? options : { ...options, ifMatch: version },
  );
}

/** True when a write failed because the object changed since its version was read (412). */
export function isVersionConflict(error: unknown): error is HttpError {
  return isHttpStatus(error, 412);
}

/** The object's current version a 412 answered (its Fault's `Detail.currentVersion`), else null. */
export function currentVersionOf(error: unknown): Version | null {
  if (!(error instanceof HttpError) || error.status !== 412) return null;
  const detail = (error.fault?.Fault as { Detail?: { currentVersion?: unknown } } | undefined)?.Detail;
  return typeof detail?.currentVersion === 'string' ? detail.currentVersion : null;
}

/** A detail read's answer carries the object's version, for the editor to send back. */
export interface VersionField {
  /** The `ETag` of the read (null: the server sent none, as real servers do). */
  version?: Version | null;
}

/** An api read whose answer carries the version of the object it read: for detail queries of edited objects. */
export async function withVersion<T extends object>(
  core: IdmCore,
  read: (core: IdmCore) => Promise<T>,
): Promise<T & VersionField> {
  const { value, version } = await readVersioned(core, read);
  return { ...value, version };
}

/** An api write of one object made to send the version its variables carry as `If-Match`. */
export const guarded =
  <V extends object, R>(write: (core: IdmCore, input: V) => Promise<R>) =>
  (core: IdmCore, { version, ...input }: V & VersionField): Promise<R> =>
    write(ifMatch(core, version), input as V);
