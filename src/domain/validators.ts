/** Spec section 5. Validators answer null when the value is fine, else an error with the text to show. */
export type ValidationCode =
  | 'required'
  | 'invalidCharacter'
  | 'password'
  | 'imageMultipleExtension'
  | 'imageExtension'
  | 'imageSize'
  | 'min'
  | 'range'
  | 'minLength'
  | 'maxLength'
  | 'filePath';

export interface ValidationError {
  code: ValidationCode;
  message: string;
}

export type Validator<T> = (value: T) => ValidationError | null;

export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidCharacter: 'has invalid chracter',
  imageMultipleExtension: 'File with multiple extension is not supported',
  imageExtension: 'File extension type is not valid',
  imageSize: 'Image Size should be less Than 59 kb',
  password: 'Password must be 6 to 100 letters, digits or !@#$%^&* and contain at least one digit',
  filePath: 'Invalid file path',
} as const;

const error = (code: ValidationCode, message: string): ValidationError => ({ code, message });

/** Characters a directory name (cn) must not contain. */
export const CN_FORBIDDEN_CHARACTERS = `<,;\\"+#=/|*'!@$%~`;
/** Characters the general name validator forbids. */
export const NAME_FORBIDDEN_CHARACTERS = `<,;\\"+#=/|*~`;
export const DESCRIPTION_FORBIDDEN_CHARACTERS = '|~';

function forbidding(characters: string): Validator<string | null | undefined> {
  return (value) =>
    value && [...value].some((c) => characters.includes(c))
      ? error('invalidCharacter', VALIDATION_MESSAGES.invalidCharacter)
      : null;
}

export const validateCn = forbidding(CN_FORBIDDEN_CHARACTERS);
export const validateName = forbidding(NAME_FORBIDDEN_CHARACTERS);
export const validateDescription = forbidding(DESCRIPTION_FORBIDDEN_CHARACTERS);

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;
const PASSWORD_PATTERN = /^(?=.*\d)[A-Za-z\d!@#$%^&*]{6,100}$/;

export const validatePassword: Validator<string | null | undefined> = (value) =>
  PASSWORD_PATTERN.test(value ?? '') ? null : error('password', VALIDATION_MESSAGES.password);

export const IMAGE_MAX_KB = 59;
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'bmp'];

export interface ImageFile {
  name: string;
  /** Bytes. */
  size: number;
}

/** Profile image: one extension, an image one, under 59 kb (checked in that order). */
export const validateImage: Validator<ImageFile> = ({ name, size }) => {
  const parts = name.split('.');
  if (parts.length > 2) return error('imageMultipleExtension', VALIDATION_MESSAGES.imageMultipleExtension);
  const extension = parts.length === 2 ? (parts[1] ?? '').toLowerCase() : '';
  if (!IMAGE_EXTENSIONS.includes(extension)) return error('imageExtension', VALIDATION_MESSAGES.imageExtension);
  if (size / 1024 >= IMAGE_MAX_KB) return error('imageSize', VALIDATION_MESSAGES.imageSize);
  return null;
};

/** 'Required' for null, an empty array or a blank (trimmed) string. */
export const required: Validator<unknown> = (value) => {
  const empty =
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'string' && value.trim() === '');
  return empty ? error('required', VALIDATION_MESSAGES.required) : null;
};

/** Empty values pass: combine with `required` when the field must be filled. */
export function minValue(min = 1): Validator<number | string | null | undefined> {
  return (value) => {
    if (isBlank(value)) return null;
    return Number(value) >= min ? null : error('min', `Minimum value is ${min}`);
  };
}

export function range(min: number, max: number): Validator<number | string | null | undefined> {
  return (value) => {
    if (isBlank(value)) return null;
    const n = Number(value);
    return n >= min && n <= max ? null : error('range', `Value must be between ${min} and ${max}`);
  };
}

export function minLength(length: number): Validator<string | null | undefined> {
  return (value) => (!value || value.length >= length ? null : error('minLength', `Minimum length is ${length}`));
}

export function maxLength(length: number): Validator<string | null | undefined> {
  return (value) => (!value || value.length <= length ? null : error('maxLength', `Maximum length is ${length}`));
}

const WINDOWS_PATH = /^(?:[A-Za-z]:\\|\\\\[^\\/:*?"<>|\r\n]+\\[^\\/:*?"<>|\r\n]+\\?)(?:[^\\/:*?"<>|\r\n]+\\?)*$/;
const UNIX_PATH = /^\/(?:[^/\0]+\/?)*$/;

/** A Windows (`C:\dir`, `\\server\share`) or Unix (`/dir`) absolute path. Empty passes. */
export const validateFilePath: Validator<string | null | undefined> = (value) => {
  if (!value) return null;
  return WINDOWS_PATH.test(value) || UNIX_PATH.test(value) ? null : error('filePath', VALIDATION_MESSAGES.filePath);
};

/** The first error of several validators, or null. */
export function firstError<T>(value: T, validators: readonly Validator<T>[]): ValidationError | null {
  for (const validate of validators) {
    const found = validate(value);
    if (found) return found;
  }
  return null;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
