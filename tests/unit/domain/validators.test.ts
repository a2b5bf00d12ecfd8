import { describe, expect, it } from 'vitest';
import {
  maxLength,
  minLength,
  minValue,
  range,
  required,
  validateCn,
  validateDescription,
  validateFilePath,
  validateImage,
  validateName,
  validatePassword,
} from '../../../src/domain/validators';

const message = (e: { message: string } | null) => e?.message ?? null;

describe('name validators', () => {
  it.each([...`<,;\\"+#=/|*'!@$%~`])('cn rejects %s with "has invalid chracter"', (c) => {
    expect(message(validateCn(`ab${c}cd`))).toBe('has invalid chracter');
  });

  it('cn accepts ordinary names, dots, dashes, spaces and accents', () => {
    expect(validateCn('Jean-Luc O. Émile_2')).toBeNull();
    expect(validateCn('')).toBeNull();
  });

  it("the name validator allows ' ! @ $ % that cn forbids, and forbids the rest", () => {
    for (const c of `'!@$%`) expect(validateName(`a${c}b`)).toBeNull();
    for (const c of `<,;\\"+#=/|*~`) expect(message(validateName(`a${c}b`))).toBe('has invalid chracter');
  });

  it('descriptions forbid only | and ~', () => {
    expect(validateDescription('Grants <access>, for "all"; 100% #1')).toBeNull();
    expect(message(validateDescription('a|b'))).toBe('has invalid chracter');
    expect(message(validateDescription('a~b'))).toBe('has invalid chracter');
  });
});

describe('password', () => {
  it.each([
    ['abc12', false],
    ['abc123', true],
    ['abcdef', false],
    ['Pa$$w0rd!^&*', true],
    ['pass word1', false],
    ['pässwort1', false],
    [`1${'a'.repeat(99)}`, true],
    [`1${'a'.repeat(100)}`, false],
  ])('%s valid: %s', (password, valid) => {
    expect(validatePassword(password) === null).toBe(valid);
  });
});

describe('image', () => {
  it('checks multiple extensions, then the extension, then size under 59 kb', () => {
    expect(message(validateImage({ name: 'me.php.jpg', size: 10 }))).toBe(
      'File with multiple extension is not supported',
    );
    expect(message(validateImage({ name: 'me.exe', size: 10 }))).toBe('File extension type is not valid');
    expect(message(validateImage({ name: 'me', size: 10 }))).toBe('File extension type is not valid');
    expect(message(validateImage({ name: 'me.PNG', size: 59 * 1024 }))).toBe('Image Size should be less Than 59 kb');
    expect(validateImage({ name: 'me.PNG', size: 59 * 1024 - 1 })).toBeNull();
    expect(validateImage({ name: 'me.jpeg', size: 1000 })).toBeNull();
  });
});

describe('required and numbers', () => {
  it("'Required' for empty arrays, blank strings and missing values", () => {
    expect(message(required([]))).toBe('Required');
    expect(message(required('   '))).toBe('Required');
    expect(message(required(null))).toBe('Required');
    expect(required(['x'])).toBeNull();
    expect(required(' x ')).toBeNull();
    expect(required(0)).toBeNull();
  });

  it('minimum value defaults to 1; range and lengths are inclusive', () => {
    expect(minValue()(0)).not.toBeNull();
    expect(minValue()('1')).toBeNull();
    expect(minValue()('')).toBeNull();
    expect(range(1, 10)(10)).toBeNull();
    expect(range(1, 10)(11)).not.toBeNull();
    expect(minLength(3)('ab')).not.toBeNull();
    expect(minLength(3)('abc')).toBeNull();
    expect(maxLength(3)('abcd')).not.toBeNull();
    expect(maxLength(3)('abc')).toBeNull();
  });
});

describe('file path', () => {
  it.each(['C:\\logs\\idm.log', 'd:\\', '\\\\server\\share\\dir', '/var/log/idm.log', '/'])('accepts %s', (path) => {
    expect(validateFilePath(path)).toBeNull();
  });
  it.each(['logs/idm.log', 'C:logs', 'C:\\a|b', 'http://x/y'])('rejects %s', (path) => {
    expect(validateFilePath(path)).not.toBeNull();
  });
});
