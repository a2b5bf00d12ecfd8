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

/** What a generated photo shows: the initials (at most two characters) on one of the colours, by index. */
export interface Avatar {
  colour: number;
  initials: string;
}

/** The avatar of a person: the initials of the names, the colour picked from the DN. */
export function avatarOf(givenName: string, surname: string, dn: string): Avatar {
  return {
    colour: (createHash('sha1').update(dn.toLowerCase()).digest()[0] ?? 0) % COLOURS.length,
    initials: `${[...givenName][0] ?? ''}${[...surname][0] ?? ''}`.toUpperCase(),
  };
}

/** The SVG of an avatar: 96 × 96, the initials in white on the colour. */
export function avatarSvg({ colour, initials }: Avatar): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${COLOURS[colour] ?? COLOURS[0]}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial, sans-serif" font-size="38" fill="#fff">` +
    `${escapeHtml(initials)}</text></svg>`
  );
}

/**
 * A generated photo: the initials on a colour picked from the DN, as an SVG `data:` URL (allowed by the
 * console's CSP `img-src 'self' data:`). Made on demand, so 100,000 users cost no storage. Lists send
 * `avatarPath` instead, so a page of people does not repeat the image in every row.
 */
export function avatarDataUrl(givenName: string, surname: string, dn: string): string {
  const avatar = avatarOf(givenName, surname, dn);
  const key = `${avatar.colour}${avatar.initials}`;
  const made = AVATARS.get(key);
  if (made) return made;
  const url = `data:image/svg+xml;base64,${Buffer.from(avatarSvg(avatar)).toString('base64')}`;
  // Ten colours times the initials in use: a few thousand at most, so lists do not build them again.
  if (AVATARS.size < 20_000) AVATARS.set(key, url);
  return url;
}

/** The folder of the avatar images under the application context (`routes/avatars.ts`). */
export const AVATARS_FOLDER = 'avatars';

/**
 * A generated photo as a path on the sandbox's origin, `/<context>/avatars/<colour>-<initials>.svg`: the same
 * image for everyone with the same initials and colour, so a browser fetches each once and caches it for good
 * (`routes/avatars.ts`). It names nothing but the initials, so it needs no sign-in (an `<img>` sends no token).
 */
export function avatarPath(context: string, givenName: string, surname: string, dn: string): string {
  const { colour, initials } = avatarOf(givenName, surname, dn);
  return `/${context}/${AVATARS_FOLDER}/${colour}-${encodeURIComponent(initials)}.svg`;
}

const AVATAR_FILE = /^(\d)-([^/]{0,16})\.svg$/u;

/** The avatar a file name of `avatarPath` names (decoded), or undefined for anything else. */
export function parseAvatarFile(file: string): Avatar | undefined {
  const match = AVATAR_FILE.exec(file);
  if (!match) return undefined;
  const colour = Number(match[1]);
  const initials = match[2] ?? '';
  // Two letters, upper-cased: a few letters become two (ß → SS).
  if (colour >= COLOURS.length || [...initials].length > 4 || /\p{C}/u.test(initials)) return undefined;
  return { colour, initials };
}
