import { safeHref, WEB_SCHEMES } from './safe-url';
/**
 * Validation rules of the settings pages (client settings and product configuration), shared by the console
 * (messages beside the field) and the sandbox (400 Fault). A rule names the field and a message code; the
 * console translates the code, the server answers `englishMessage`.
 */

import { stylesheetProblem } from './stylesheet-rule';
import type { FieldError, RuleCode } from './settings-rule-codes';

export * from './settings-rule-codes';

// Image and stylesheet limits (spec section 9: image limit 59 kb).
export const IMAGE_MAX_BYTES = 59 * 1024;
export const CSS_MAX_BYTES = 64 * 1024;
export const TEXT_MAX = 100;
export const LONG_TEXT_MAX = 500;
export const MESSAGE_TIME_SECONDS = { min: 1, max: 300 } as const;

const IMAGE_DATA_URL = /^data:image\/(png|gif|jpe?g|webp|svg\+xml);base64,([A-Za-z0-9+/=]+)$/i;
const EMAIL = /^[^\s@<>"(),;]+@[^\s@<>"(),;]+\.[^\s@<>"(),;]+$/;
const PHONE = /^\+?[0-9 ()./-]{3,30}$/;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** A link a setting may hold: http(s) or an in-app route (`#/…`); empty means none. */
export function isSettingLink(value: string): boolean {
  const link = value.trim();
  if (link === '') return true;
  // The one URL rule first (safe-url.ts), then what a setting may hold: an in-app route or an absolute web address.
  if (/[\s<>"]/.test(link) || safeHref(link, WEB_SCHEMES) === null) return false;
  return link.startsWith('#/') || /^https?:\/\//i.test(link);
}

/** The bytes of a base64 data URL's payload. */
export function dataUrlBytes(dataUrl: string): number {
  const payload = IMAGE_DATA_URL.exec(dataUrl.trim())?.[2] ?? '';
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** A small rule collector: each check adds at most one error for its field. */
export class Rules {
  readonly errors: FieldError[] = [];

  private add(field: string, code: RuleCode, params?: FieldError['params']): false {
    this.errors.push(params ? { field, code, params } : { field, code });
    return false;
  }

  required(field: string, value: string): boolean {
    return value.trim() === '' ? this.add(field, 'required') : true;
  }

  maxLength(field: string, value: string, max: number): boolean {
    return value.length > max ? this.add(field, 'tooLong', { max }) : true;
  }

  text(field: string, value: string, { required = false, max = TEXT_MAX } = {}): boolean {
    if (required && !this.required(field, value)) return false;
    return this.maxLength(field, value, max);
  }

  link(field: string, value: string): boolean {
    return isSettingLink(value) ? true : this.add(field, 'url');
  }

  email(field: string, value: string): boolean {
    return value.trim() === '' || EMAIL.test(value.trim()) ? true : this.add(field, 'email');
  }

  phone(field: string, value: string): boolean {
    if (!this.required(field, value)) return false;
    return PHONE.test(value.trim()) ? true : this.add(field, 'phone');
  }

  /** A whole number from min to max; `value` may be typed text. */
  wholeNumber(field: string, value: unknown, min: number, max: number): boolean {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') return this.add(field, 'required');
    if (!/^-?\d+$/.test(text)) return this.add(field, 'integer');
    const n = Number(text);
    return n < min || n > max ? this.add(field, 'range', { min, max }) : true;
  }

  image(field: string, dataUrl: string): boolean {
    const value = dataUrl.trim();
    if (value === '') return true;
    if (!IMAGE_DATA_URL.test(value)) return this.add(field, 'imageType');
    return dataUrlBytes(value) >= IMAGE_MAX_BYTES ? this.add(field, 'imageSize') : true;
  }

  identifier(field: string, value: string): boolean {
    if (!this.required(field, value)) return false;
    return IDENTIFIER.test(value.trim()) ? true : this.add(field, 'identifier');
  }

  oneOf(field: string, value: string, options: readonly string[]): boolean {
    return options.includes(value) ? true : this.add(field, 'oneOf', { options: options.join(', ') });
  }

  unique(field: string, values: readonly string[]): boolean {
    const seen = new Set<string>();
    for (const [index, value] of values.entries()) {
      const key = value.trim().toLowerCase();
      if (seen.has(key)) return this.add(`${field}.${index}`, 'duplicate');
      seen.add(key);
    }
    return true;
  }

  stylesheet(field: string, css: string): boolean {
    if (new TextEncoder().encode(css).length > CSS_MAX_BYTES) return this.add(field, 'cssTooLarge', { max: 64 });
    const problem = stylesheetProblem(css);
    if (!problem) return true;
    return problem.code === 'cssUrl' ? this.add(field, 'cssUrl', { url: problem.url }) : this.add(field, problem.code);
  }
}

const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg', 'webp', 'svg'];

/** Spec section 5: one extension, a valid image one, under 59 kb; null when the file may be used. */
export function imageFileProblem(name: string, bytes: number): RuleCode | null {
  const parts = name.split('.');
  if (parts.length > 2) return 'multipleExtensions';
  const extension = parts.length === 2 ? (parts[1] ?? '').toLowerCase() : '';
  if (!IMAGE_EXTENSIONS.includes(extension)) return 'imageType';
  return bytes >= IMAGE_MAX_BYTES ? 'imageSize' : null;
}
