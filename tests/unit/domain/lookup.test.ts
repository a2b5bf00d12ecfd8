import { describe, expect, it } from 'vitest';
import { normalizeLookupParams } from '../../../src/domain/lookup';

describe('lookup params', () => {
  it('size defaults to 10 when missing, non-positive or above 300', () => {
    expect(normalizeLookupParams({}).size).toBe(10);
    expect(normalizeLookupParams({ size: 0 }).size).toBe(10);
    expect(normalizeLookupParams({ size: -5 }).size).toBe(10);
    expect(normalizeLookupParams({ size: 301 }).size).toBe(10);
    expect(normalizeLookupParams({ size: 300 }).size).toBe(300);
    expect(normalizeLookupParams({ size: '25' }).size).toBe(25);
  });

  it("start index defaults to 1 and a blank query becomes '*'", () => {
    expect(normalizeLookupParams({})).toEqual({ q: '*', size: 10, nextIndex: 1 });
    expect(normalizeLookupParams({ q: '  ', nextIndex: 0 })).toEqual({ q: '*', size: 10, nextIndex: 1 });
    expect(normalizeLookupParams({ q: ' ann ', nextIndex: 11 })).toEqual({ q: 'ann', size: 10, nextIndex: 11 });
  });
});
