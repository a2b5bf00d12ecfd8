import { createHash } from 'node:crypto';
import { PASSWORD_SYNC_CODES } from '../../../src/domain/request-states.js';
import { escapeHtml } from '../http/html.js';

/** Spec section 4's password sync codes (their names: PASSWORD_SYNC_CODES of src/domain/request-states.ts). */
export type PasswordSyncCode = '0000' | '0001' | '0002' | '0003' | '0004';

/** What a status says when no message of its own was stored. */
export const DEFAULT_SYNC_MESSAGES: Readonly<Record<PasswordSyncCode, string>> = {
  '0000': 'The connected system rejected the password: it does not meet its password policy.',
  '0001': 'The password was synchronized, but the account is locked in the connected system.',
  '0002': 'The connected system could not be reached; the driver will try again.',
  '0003': 'The driver stopped while synchronizing the password.',
  '0004': 'The password was synchronized.',
};

/** The systems whose drivers synchronize passwords, in the order they are listed. */
export const PASSWORD_SYNC_DRIVERS: readonly string[] = [
  'Active Directory',
  'Microsoft Entra ID',
  'Google Workspace',
  'SAP ERP',
  'Linux and UNIX',
];

/** The swagger's password-sync message (spec section 3, "Password-sync message"). */
export interface PasswordSyncMessage {
  message: string;
  status: PasswordSyncCode;
  driverName: string;
  driverImage: string;
}

const COLOURS = ['#0067b8', '#107c10', '#d83b01', '#5c2d91', '#008272', '#a4262c'];

/** A driver's icon: its initials on a colour, as an SVG `data:` URL made by the server (no user text but the escaped name). */
export function driverImage(driverName: string): string {
  const initials = driverName
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = COLOURS[(createHash('sha1').update(driverName).digest()[0] ?? 0) % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="4" fill="${colour}"/><text x="16" y="16" dy=".35em" text-anchor="middle" ` +
    `font-family="Arial, sans-serif" font-size="13" fill="#fff">${escapeHtml(initials)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * Statuses of a person without stored rows (every generated user): 1–3 systems and their codes, derived
 * from a hash of the seed and the DN — the same on every call, nothing stored for 100,000 users. Mostly
 * success, then warnings, retries, errors and a few fatal ones.
 */
export function derivedPasswordSync(
  seed: number,
  dn: string,
): { driver_name: string; status: PasswordSyncCode; message: null }[] {
  const bytes = createHash('sha256').update(`${seed}:${dn.toLowerCase()}`).digest();
  const count = 1 + ((bytes[0] ?? 0) % 3);
  const first = (bytes[1] ?? 0) % PASSWORD_SYNC_DRIVERS.length;
  return Array.from({ length: count }, (_, i) => {
    const roll = (bytes[2 + i] ?? 0) / 256;
    const status: PasswordSyncCode =
      roll < 0.7 ? '0004' : roll < 0.8 ? '0001' : roll < 0.88 ? '0002' : roll < 0.96 ? '0000' : '0003';
    return {
      driver_name: PASSWORD_SYNC_DRIVERS[(first + i) % PASSWORD_SYNC_DRIVERS.length] ?? '',
      status,
      message: null,
    };
  }).sort((a, b) => a.driver_name.localeCompare(b.driver_name));
}

export function passwordSyncMessage(row: {
  driver_name: string;
  status: string;
  message: string | null;
}): PasswordSyncMessage {
  const status = (Object.hasOwn(PASSWORD_SYNC_CODES, row.status) ? row.status : '0000') as PasswordSyncCode;
  return {
    message: row.message ?? DEFAULT_SYNC_MESSAGES[status],
    status,
    driverName: row.driver_name,
    driverImage: driverImage(row.driver_name),
  };
}
