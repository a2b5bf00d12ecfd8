import { IMAGE_MAX_KB, VALIDATION_MESSAGES, validateImage } from '../../../src/domain/validators.js';
import { badInput } from '../http/fault.js';
import { keyTable } from '../key-table.js';

/** Raster types only: an SVG (or anything else) may carry script, so it is never stored. */
export type PhotoMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp';

export interface StoredPhoto {
  mime: PhotoMime;
  data: Buffer;
}

const SIGNATURES: readonly (readonly [PhotoMime, readonly number[]])[] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/bmp', [0x42, 0x4d]],
];

const EXTENSION_TYPES: Readonly<Record<string, PhotoMime>> = keyTable({
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
});

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type the bytes say they are (magic numbers), whatever the name or data URL claims. */
export function sniffPhoto(data: Buffer): PhotoMime | undefined {
  return SIGNATURES.find(([, bytes]) => bytes.every((b, i) => data[i] === b))?.[0];
}

const fail = (message: string) => badInput(`Invalid input: ${message}.`);

/**
 * Checks an uploaded profile photo (spec section 5): a `data:` URL or bare base64, under 59 kb, a raster
 * image by its bytes, and — when a file name is given — one extension, a valid one, matching the bytes.
 */
export function readUploadedPhoto(value: string, fileName?: string): StoredPhoto {
  const match = DATA_URL.exec(value.trim());
  const declared = match?.[1]?.toLowerCase();
  const base64 = (match ? (match[2] ?? '') : value).replace(/\s+/g, '');
  if (declared !== undefined && !Object.values(EXTENSION_TYPES).includes(declared as PhotoMime)) {
    throw fail(VALIDATION_MESSAGES.imageExtension);
  }
  if (base64 === '' || !BASE64.test(base64)) throw fail('the photo is not base64 data');
  const data = Buffer.from(base64, 'base64');
  if (fileName !== undefined) {
    const problem = validateImage({ name: fileName, size: data.length });
    if (problem) throw fail(problem.message);
  }
  if (data.length / 1024 >= IMAGE_MAX_KB) throw fail(VALIDATION_MESSAGES.imageSize);
  const mime = sniffPhoto(data);
  const named = fileName === undefined ? undefined : EXTENSION_TYPES[(fileName.split('.')[1] ?? '').toLowerCase()];
  if (!mime || (declared !== undefined && declared !== mime) || (named !== undefined && named !== mime)) {
    throw fail(VALIDATION_MESSAGES.imageExtension);
  }
  return { mime, data };
}

export const photoDataUrl = (photo: { mime: string; data: Buffer }): string =>
  `data:${photo.mime};base64,${photo.data.toString('base64')}`;
