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
}

export interface IssueOptions {
  userDn: string;
  clientId: string;
  ttlMs: number;
  /** The OSP session the token came from, so that signing out revokes it too. */
  sessionHash?: string | null;
  redirectUri?: string | null;
}

/** Only a SHA-256 of each token is stored: reading the db does not hand out live tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export type TokenRepository = ReturnType<typeof tokenRepository>;

export function tokenRepository(db: Database, now: () => number) {
  const insert = db.prepare(
    `INSERT INTO tokens (token_hash, kind, user_dn, client_id, session_hash, redirect_uri, expires_at)
     VALUES (@tokenHash, @kind, @userDn, @clientId, @sessionHash, @redirectUri, @expiresAt)`,
  );
  const select = db.prepare<[string, string, number], TokenRow>(
    'SELECT * FROM tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?',
  );
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
    revoke: (token: string): void => void remove.run(hashToken(token)),
    /** Ends an OSP session and every token issued through it. */
    revokeSession(sessionToken: string): void {
      const hash = hashToken(sessionToken);
      removeSession.run(hash, hash);
    },
    extend: (token: string, ttlMs: number): void => void extend.run(now() + ttlMs, hashToken(token)),
    purgeExpired: (): void => void purge.run(now()),
  };
}
