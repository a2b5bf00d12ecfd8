import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENGINE_CONFIGURATION,
  approvalStatusOf,
  engineConfigurationProblems,
  parseStatusList,
  shownProcessStatus,
} from '../../../src/domain/workflow-monitor';

describe('workflow monitoring rules', () => {
  it('derives the approval status from the request status word', () => {
    expect(approvalStatusOf('pending', 15)).toBe(0);
    expect(approvalStatusOf('denied', 95)).toBe(1);
    expect(approvalStatusOf('completed', 50)).toBe(2);
    expect(approvalStatusOf('terminated', 75)).toBe(3);
    expect(approvalStatusOf('completed', 80)).toBe(4);
  });

  it('shows a running process as Stopped while its engine is stopped', () => {
    expect(shownProcessStatus(0, false)).toBe(1);
    expect(shownProcessStatus(0, true)).toBe(0);
    expect(shownProcessStatus(3, false)).toBe(3);
  });

  it('reads a comma list of state codes and refuses anything else', () => {
    expect(parseStatusList('0, 3,3', [0, 1, 2, 3])).toEqual([0, 3]);
    expect(parseStatusList(undefined, [0, 1])).toEqual([]);
    expect(parseStatusList('7', [0, 1, 2, 3])).toBeNull();
    expect(parseStatusList('a', [0, 1])).toBeNull();
  });

  it('checks an engine configuration field by field and the pool sizes against each other', () => {
    expect(engineConfigurationProblems(DEFAULT_ENGINE_CONFIGURATION)).toEqual([]);
    const problems = engineConfigurationProblems({
      ...DEFAULT_ENGINE_CONFIGURATION,
      minPoolSize: 9,
      maxPoolSize: 4,
      keepAliveTime: 1.5,
      processCacheLoadFactor: 2,
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['keepAliveTime', 'range'],
      ['processCacheLoadFactor', 'range'],
      ['maxPoolSize', 'order'],
    ]);
  });
});
