import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SYNC_CODES,
  PRD_REQUEST_STATES,
  PROCESS_STATES,
  REQUEST_STATE_GROUPS,
  RESOURCE_REQUEST_STATES,
  ROLE_REQUEST_OPERATIONS,
  ROLE_REQUEST_STATES,
  processStateLabel,
  requestState,
  roleContainerLabel,
} from '../../../src/domain/request-states';

const iconsOf = (kind: 'prd' | 'role' | 'resource', codes: number[]) => codes.map((c) => requestState(kind, c)?.icon);

describe('request state tables', () => {
  it('process states', () => {
    expect(PROCESS_STATES).toEqual({ 0: 'Running', 1: 'Stopped', 2: 'Terminated', 3: 'Completed' });
    expect(processStateLabel('3')).toBe('Completed');
  });

  it('PRD request states and icons', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => requestState('prd', c)?.label)).toEqual([
      'Processing',
      'Denied',
      'Approved',
      'Retracted',
      'Error',
      'Refused',
    ]);
    expect(iconsOf('prd', [0, 1, 2, 3, 4, 5])).toEqual([
      'running',
      'denied',
      'completed-approved',
      'canceled',
      'error',
      'denied',
    ]);
  });

  it('resource request states and icon groups', () => {
    expect(requestState('resource', 96)?.label).toBe('Provision failed');
    expect(requestState('resource', '27')?.label).toBe('Provision retry pending');
    expect(iconsOf('resource', [0, 12, 13, 15, 70])).toEqual(Array(5).fill('running'));
    expect(iconsOf('resource', [20, 30, 50, 100, 75, 80, 95])).toEqual([
      'completed-approved',
      'completed-approved',
      'completed',
      'completed',
      'canceled',
      'error',
      'denied',
    ]);
    expect(requestState('resource', 29)?.icon).toBeUndefined();
    expect(requestState('resource', 1)).toBeUndefined();
  });

  it('role request states and icon groups', () => {
    expect(requestState('role', 5)?.label).toBe('SoD Exception - Approval Pending');
    expect(requestState('role', 90)?.label).toBe('SoD Exception Denied');
    expect(iconsOf('role', [0, 2, 3, 5, 12, 13, 15, 70])).toEqual(Array(8).fill('running'));
    expect(iconsOf('role', [10, 20, 25, 30])).toEqual(Array(4).fill('completed-approved'));
    expect(iconsOf('role', [50, 100, 75, 80, 95])).toEqual(['completed', 'completed', 'canceled', 'error', 'denied']);
  });

  it('operations, password sync codes and role containers', () => {
    expect(ROLE_REQUEST_OPERATIONS[41]).toBe('add to container including subtree');
    expect(PASSWORD_SYNC_CODES['0004']).toBe('Success');
    expect(roleContainerLabel('Level20')).toBe('IT Role');
    expect(roleContainerLabel('Finance')).toBe('Finance');
  });
});

describe('request state groups', () => {
  it('name every code of the label tables, and no other', () => {
    for (const [kind, table] of [
      ['prd', PRD_REQUEST_STATES],
      ['role', ROLE_REQUEST_STATES],
      ['resource', RESOURCE_REQUEST_STATES],
    ] as const) {
      const grouped = Object.values(REQUEST_STATE_GROUPS[kind]).flat();
      expect(grouped.toSorted((a, b) => a - b)).toEqual([...table.keys()].toSorted((a, b) => a - b));
    }
  });
});
