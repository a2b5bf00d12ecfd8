import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type TokenKind = 'access' | 'refresh' | 'code' | 'osp_session';

export interface TokenRow {
  token_hash: string;
  kind: TokenKind;
  user_dn: string;
  client_id: string;
  session_hash: string | null;
  redirect_uri: string | null;
  expires_at: number;
  /** The grant a rotating refresh token and its access tokens descend from (the public client's), else null. */
  family: string | null;
  /** 1 for a rotating refresh token already exchanged: kept until it expires so that a reuse is recognised. */
  used: number;
}

/** What presenting a rotating refresh token found: a live one (now used), one used before, or nothing. */
export type RotationOutcome = { kind: 'fresh'; row: TokenRow } | { kind: 'reused' } | { kind: 'unknown' };

export interface IssueOptions {
  userDn: string;
  clientId: string;
  ttlMs: number;
  /** The OSP session the token came from, so that signing out revokes it too. */
  sessionHash?: string | null;
  redirectUri?: string | null;
  /** The grant's family, for the tokens of a client whose refresh tokens rotate. */
  family?: string | null;
}

/** Only a SHA-256 of each token is stored: reading the db does not hand out live tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export type TokenRepository = ReturnType<typeof tokenRepository>;

export function tokenRepository(db: Database, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO tokens (token_hash, kind, user_dn, client_id, session_hash, redirect_uri, expires_at, family)
     VALUES (@tokenHash, @kind, @userDn, @clientId, @sessionHash, @redirectUri, @expiresAt, @family)`,
  );
  const select = db.prepare<[string, string, number], TokenRow>(
    'SELECT * FROM tokens WHERE token_hash = ? AND kind = ? AND expires_at > ? AND used = 0',
  );
  const selectRefreshEvenUsed = db.prepare<[string, number], TokenRow>(
    "SELECT * FROM tokens WHERE token_hash = ? AND kind = 'refresh' AND expires_at > ?",
  );
  const selectAny = db.prepare<[string], TokenRow>('SELECT * FROM tokens WHERE token_hash = ?');
  const markUsed = db.prepare<[string]>('UPDATE tokens SET used = 1 WHERE token_hash = ?');
  const removeFamily = db.prepare<[string]>('DELETE FROM tokens WHERE family = ?');
  const remove = db.prepare<[string]>('DELETE FROM tokens WHERE token_hash = ?');
  const removeSession = db.prepare<[string, string]>('DELETE FROM tokens WHERE session_hash = ? OR token_hash = ?');
  const extend = db.prepare<[number, string]>('UPDATE tokens SET expires_at = ? WHERE token_hash = ?');
  const purge = db.prepare<[number]>('DELETE FROM tokens WHERE expires_at <= ?');

  return {
    issue(kind: TokenKind, options: IssueOptions): { token: string; expiresAt: number } {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now() + options.ttlMs;
      insert.run({
        tokenHash: hashToken(token),
        kind,
        userDn: options.userDn,
        clientId: options.clientId,
        sessionHash: options.sessionHash ?? null,
        redirectUri: options.redirectUri ?? null,
        expiresAt,
        family: options.family ?? null,
      });
      return { token, expiresAt };
    },
    /** The live token of that kind, or undefined when unknown or expired. */
    find: (kind: TokenKind, token: string | undefined): TokenRow | undefined =>
      token ? select.get(hashToken(token), kind, now()) : undefined,
    /** Finds and deletes in one step: one-time codes. */
    consume(kind: TokenKind, token: string | undefined): TokenRow | undefined {
      const row = token ? select.get(hashToken(token), kind, now()) : undefined;
      if (row) remove.run(row.token_hash);
      return row;
    },
    /** Revokes a token; a token of a rotating family takes every token of its family with it. */
    revoke(token: string): void {
      const row = selectAny.get(hashToken(token));
      if (row?.family) removeFamily.run(row.family);
      else remove.run(hashToken(token));
    },
    /**
     * Presents a rotating refresh token: a live one is marked used (its successor is the caller's to issue); one
     * used before revokes its whole family (RFC 9700 section 4.14.2: the token leaked, or its holder's did).
     */
    rotate: db.transaction((token: string | undefined): RotationOutcome => {
      const row = token ? selectRefreshEvenUsed.get(hashToken(token), now()) : undefined;
      if (!row?.family) return { kind: 'unknown' };
      if (row.used === 1) {
        removeFamily.run(row.family);
        return { kind: 'reused' };
      }
      markUsed.run(row.token_hash);
      return { kind: 'fresh', row };
    }),
    /** Ends an OSP session and every token issued through it. */
    revokeSession(sessionToken: string): void {
      const hash = hashToken(sessionToken);
      removeSession.run(hash, hash);
    },
    extend: (token: string, ttlMs: number): void => void extend.run(now() + ttlMs, hashToken(token)),
    purgeExpired: (): void => void purge.run(now()),
  };
}
