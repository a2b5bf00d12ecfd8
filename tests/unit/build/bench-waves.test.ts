import { describe, expect, it } from 'vitest';
import { groupWaves } from '../../../scripts/bench-waves';

const urls = (waves: ReturnType<typeof groupWaves>) => waves.map((wave) => wave.map((request) => request.url));

describe('start-up waves', () => {
  it('opens a wave with each request that starts once every answer of the last one is in', () => {
    const waves = groupWaves([
      { url: 'data', start: 130, end: 170 },
      { url: 'page', start: 0, end: 40 },
      { url: 'code', start: 50, end: 120 },
      { url: 'context', start: 55, end: 90 },
      { url: 'styles', start: 100, end: 110 },
    ]);
    expect(urls(waves)).toEqual([['page'], ['code', 'context', 'styles'], ['data']]);
  });

  it('keeps a request still open at the paint in the wave it started in: it neither opens nor stretches one', () => {
    const waves = groupWaves([
      { url: 'page', start: 0, end: 40 },
      { url: 'code', start: 50, end: 120 },
      { url: 'menu', start: 100, end: 100, open: true },
      { url: 'data', start: 130, end: 170 },
      { url: 'counts', start: 180, end: 180, open: true },
      { url: 'languages', start: 190, end: 190, open: true },
    ]);
    expect(urls(waves)).toEqual([['page'], ['code', 'menu'], ['data', 'counts', 'languages']]);
  });
});
