import { describe, expect, it } from 'vitest';
import {
  auditConfigurationProblems,
  cacheConfigurationProblems,
  isCacheLimit,
  cacheCustomizationProblems,
  isHost,
  isLogLevel,
  isPackageName,
  pinoLevelOf,
  type AuditConfiguration,
} from '../../../src/domain/server-admin';

const AUDIT: AuditConfiguration = {
  enableCEF: true,
  destinationHost: 'siem.example.com',
  destinationPort: 6514,
  protocol: 'TCP',
  useTLS: true,
  intermediateStoragePath: '/var/cef',
};

describe('caching, logging and auditing rules', () => {
  it("knows log4j's levels and maps them onto the sandbox's request log", () => {
    expect(isLogLevel(10000)).toBe(true);
    expect(isLogLevel(7)).toBe(false);
    expect(pinoLevelOf(2147483647)).toBe('silent');
    expect(pinoLevelOf(30000)).toBe('warn');
    expect(pinoLevelOf(5000)).toBe('trace');
  });

  it('takes dotted package names only', () => {
    expect(isPackageName('com.netiq.idm.rest')).toBe(true);
    expect(isPackageName('com..netiq')).toBe(false);
    expect(isPackageName('com.netiq idm')).toBe(false);
  });

  it('accepts host names and IP addresses, not junk', () => {
    expect(isHost('siem.example.com')).toBe(true);
    expect(isHost('10.0.0.12')).toBe(true);
    expect(isHost('fe80::1')).toBe(true);
    expect(isHost('300.1.1.1')).toBe(false);
    expect(isHost('bad host!')).toBe(false);
  });

  it('checks an audit destination: host and port when enabled, TLS over TCP, an absolute path', () => {
    expect(auditConfigurationProblems(AUDIT)).toEqual([]);
    expect(
      auditConfigurationProblems({ ...AUDIT, destinationHost: '', destinationPort: 70000, protocol: 'UDP' }).map(
        (p) => p.field,
      ),
    ).toEqual(['destinationHost', 'destinationPort', 'useTLS']);
    expect(
      auditConfigurationProblems({
        ...AUDIT,
        enableCEF: false,
        destinationHost: '',
        destinationPort: null,
        useTLS: false,
      }),
    ).toEqual([]);
    expect(auditConfigurationProblems({ ...AUDIT, intermediateStoragePath: '../cef' }).map((p) => p.field)).toEqual([
      'intermediateStoragePath',
    ]);
  });

  it("checks a holder's own limits", () => {
    expect(cacheCustomizationProblems({ holder: 'A', maxNodes: 100, timeToLive: null, maxAge: null })).toEqual([]);
    expect(
      cacheCustomizationProblems({ holder: 'A', maxNodes: 0, timeToLive: 1.5, maxAge: null }).map((p) => p.field),
    ).toEqual(['maxNodes', 'timeToLive']);
  });

  it('checks the cache configuration: cluster group, eviction policy and whole numbers from 1', () => {
    const good = {
      clusterEnabled: 'false',
      groupID: 'UserAppCache',
      evictionPolicyClass: 'LRU',
      lockAcquTimeout: '15000',
      wakeUpIntervalSeconds: '5',
      maxNodes: '5000',
      timeToLiveSeconds: '86400',
    };
    expect(cacheConfigurationProblems(good)).toEqual([]);
    const bad = { ...good, groupID: 'a b', evictionPolicyClass: 'RANDOM', maxNodes: '0', timeToLiveSeconds: '' };
    expect(cacheConfigurationProblems(bad).map((p) => p.field)).toEqual([
      'groupID',
      'evictionPolicyClass',
      'maxNodes',
      'timeToLiveSeconds',
    ]);
  });

  it("takes a holder's own limit as empty (the global one) or a whole number from 1", () => {
    expect(isCacheLimit('')).toBe(true);
    expect(isCacheLimit('1000')).toBe(true);
    expect(isCacheLimit('0')).toBe(false);
    expect(isCacheLimit('12.5')).toBe(false);
  });
});
