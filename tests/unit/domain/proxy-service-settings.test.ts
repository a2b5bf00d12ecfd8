import { describe, expect, it } from 'vitest';
import { minutesOf, proxyServiceProblems, type ProxyServiceForm } from '../../../src/domain/proxy-service-settings';

const form = (change: Partial<ProxyServiceForm> = {}): ProxyServiceForm => ({
  syncInterval: '60',
  cleanupChoice: 'interval',
  cleanupInterval: '1440',
  cleanupDay: '',
  ...change,
});

describe('proxy and delegation service settings', () => {
  it('takes whole minutes from one to a week', () => {
    expect(minutesOf(' 15 ')).toBe(15);
    expect(minutesOf('10080')).toBe(10_080);
    for (const bad of ['0', '10081', '1.5', '-3', 'ten', '']) expect(minutesOf(bad)).toBeNull();
  });

  it('checks the intervals the clean-up choice uses', () => {
    expect(proxyServiceProblems(form(), '2026-11-27')).toEqual({});
    expect(proxyServiceProblems(form({ syncInterval: '', cleanupInterval: '0' }), '2026-11-27')).toEqual({
      syncInterval: 'required',
      cleanupInterval: 'wholeMinutes',
    });
    expect(proxyServiceProblems(form({ cleanupChoice: 'date', cleanupInterval: 'x' }), '2026-11-27')).toEqual({
      cleanupDay: 'dayRequired',
    });
  });

  it('wants a clean-up day from today on', () => {
    const onDay = (cleanupDay: string) =>
      proxyServiceProblems(form({ cleanupChoice: 'date', cleanupDay }), '2026-11-27');
    expect(onDay('2026-11-27')).toEqual({});
    expect(onDay('2026-11-26')).toEqual({ cleanupDay: 'dayInPast' });
    expect(onDay('27.11.2026')).toEqual({ cleanupDay: 'dayRequired' });
  });
});
