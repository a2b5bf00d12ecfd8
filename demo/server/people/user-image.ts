import type { Database } from 'better-sqlite3';
import { peopleReader } from '../db/people/read.js';
import { avatarDataUrl } from './avatar.js';
import { photoDataUrl } from './photos.js';

/**
 * A user's image as every sandbox answer gives it (PersonNode `image`, org chart nodes, quick info): the
 * uploaded photo, else the generated avatar.
 */
export function userImage(db: Database, user: { dn: string; given_name: string; surname: string }): string {
  const photo = peopleReader(db).photo(user.dn);
  return photo ? photoDataUrl(photo) : avatarDataUrl(user.given_name, user.surname, user.dn);
}
