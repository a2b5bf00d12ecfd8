import { serverOffers, type ServerOffers } from '../../src/domain/server-version.js';

/** The server versions the sandbox can behave as (IDM_SERVER_VERSION; README "Server versions"). */
export const SERVER_VERSIONS = ['4.8.6', '4.10', '24.4'] as const;
export type ServerVersionName = (typeof SERVER_VERSIONS)[number];
export const DEFAULT_SERVER_VERSION: ServerVersionName = '4.8.6';

/** How one server version differs toward a client (docs/protocol.md "Server versions", with the sources). */
export interface ServerProfile extends ServerOffers {
  /** What GET access/info/version answers. */
  restVersion: string;
  /** Status of an application error (an internal exception, an injected fault): 500, or 489 on newer servers. */
  applicationErrorStatus: 500 | 489;
  /** Newer servers' input filter: script-like text in a REST body or query is a 400 XSSValidationFailure. */
  xssFilter: boolean;
}

const REST_VERSIONS: Readonly<Record<ServerVersionName, string>> = {
  '4.8.6': '4.8.6',
  '4.10': '4.10.1',
  '24.4': '24.4',
};

export function serverProfile(version: ServerVersionName = DEFAULT_SERVER_VERSION): ServerProfile {
  const restVersion = REST_VERSIONS[version];
  const newer = version !== '4.8.6';
  return {
    restVersion,
    ...serverOffers(restVersion),
    applicationErrorStatus: newer ? 489 : 500,
    xssFilter: newer,
  };
}

/** IDM_SERVER_VERSION / --server-version: one of SERVER_VERSIONS (`4.10.1` reads as 4.10); throws on others. */
export function parseServerVersion(raw: string | undefined): ServerVersionName {
  const text = (raw ?? '').trim();
  if (text === '') return DEFAULT_SERVER_VERSION;
  const known = SERVER_VERSIONS.find((v) => text === v || text.startsWith(`${v}.`));
  if (!known) throw new Error(`IDM_SERVER_VERSION must be one of ${SERVER_VERSIONS.join(', ')}, got "${text}".`);
  return known;
}
