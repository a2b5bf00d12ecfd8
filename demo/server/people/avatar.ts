import { createHash } from 'node:crypto';
import { escapeHtml } from '../http/html.js';

const AVATARS = new Map<string, string>();

const COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#ef6c00',
  '#4527a0',
  '#37474f',
  '#ad1457',
  '#558b2f',
];

/**
 * A generated photo: the initials on a colour picked from the DN, as an SVG `data:` URL (allowed by the
 * console's CSP `img-src 'self' data:`). Made on demand, so 100,000 users cost no storage.
 */
export function avatarDataUrl(givenName: string, surname: string, dn: string): string {
  const initials = `${[...givenName][0] ?? ''}${[...surname][0] ?? ''}`.toUpperCase();
  const colour = COLOURS[(createHash('sha1').update(dn.toLowerCase()).digest()[0] ?? 0) % COLOURS.length];
  const key = `${colour}${initials}`;
  const made = AVATARS.get(key);
  if (made) return made;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${colour}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="38" fill="#fff">` +
    `${escapeHtml(initials)}</text></svg>`;
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  // Ten colours times the initials in use: a few thousand at most, so lists do not build them again.
  if (AVATARS.size < 20_000) AVATARS.set(key, url);
  return url;
}
