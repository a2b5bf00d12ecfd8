// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RequestStatus } from '../../../../src/areas/history/RequestStatus';
import { requestKindOf, statusDisplay } from '../../../../src/areas/history/request-status';
import { cleanup } from '@testing-library/react';
import { text } from '../../ui/render-core';
import { renderWithCore } from '../../ui/render-core';

/** A sample of every state table: [entity type, code, text, icon group or undefined]. */
const SAMPLES: [string, number, string, string | undefined][] = [
  ['prd', 0, 'Processing', 'running'],
  ['prd', 1, 'Denied', 'denied'],
  ['prd', 2, 'Approved', 'completed-approved'],
  ['prd', 3, 'Retracted', 'canceled'],
  ['prd', 4, 'Error', 'error'],
  ['prd', 5, 'Refused', 'denied'],
  ['role', 0, 'New Request', 'running'],
  ['role', 2, 'SoD Approval Start - Pending', 'running'],
  ['role', 5, 'SoD Exception - Approval Pending', 'running'],
  ['role', 10, 'SoD Exception - Approved', 'completed-approved'],
  ['role', 15, 'Approval Pending', 'running'],
  ['role', 25, 'Pending Activation', 'completed-approved'],
  ['role', 50, 'Provisioned', 'completed'],
  ['role', 70, 'Retracting', 'running'],
  ['role', 75, 'Retracted', 'canceled'],
  ['role', 80, 'Provisioning Error', 'error'],
  ['role', 90, 'SoD Exception Denied', undefined],
  ['role', 95, 'Denied', 'denied'],
  ['role', 100, 'Cleanup', 'completed'],
  ['resource', 0, 'New Request', 'running'],
  ['resource', 13, 'Pending Approval Retry', 'running'],
  ['resource', 20, 'Approved', 'completed-approved'],
  ['resource', 28, 'Provision pending', undefined],
  ['resource', 30, 'Provisioning', 'completed-approved'],
  ['resource', 50, 'Provisioned', 'completed'],
  ['resource', 75, 'Retracted', 'canceled'],
  ['resource', 80, 'Provisioning Error', 'error'],
  ['resource', 95, 'Denied', 'denied'],
  ['resource', 96, 'Provision failed', undefined],
];

describe('request status', () => {
  afterEach(cleanup);

  it.each(SAMPLES)('%s %i is "%s" with icon group %s', (entityType, code, label, icon) => {
    expect(statusDisplay(entityType, code)).toEqual({ key: `history.state.${entityType}.${code}`, icon });
    const { container } = renderWithCore(<RequestStatus entityType={entityType} state={code} />);
    // Always the text; the icon (inline SVG, hidden from screen readers) only where the spec gives a group.
    expect(text(container)).toBe(label);
    const svg = container.querySelector('svg');
    if (icon) {
      expect(svg?.getAttribute('data-icon')).toBe(icon);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelector('.history-status')?.classList.contains(icon)).toBe(true);
    } else {
      expect(svg).toBeNull();
    }
  });

  it('reads entity types in any case and falls back to the server text for unknown codes', () => {
    expect(requestKindOf('ROLE')).toBe('role');
    expect(requestKindOf('PRD')).toBe('prd');
    expect(requestKindOf('group')).toBeNull();
    expect(statusDisplay('role', 42)).toEqual({ key: null, icon: undefined });
    expect(statusDisplay('group', 15)).toEqual({ key: null, icon: undefined });
    expect(statusDisplay('role', '15')).toEqual({ key: 'history.state.role.15', icon: 'running' });
    const { container } = renderWithCore(<RequestStatus entityType="ROLE" state={42} fallbackText="Something new" />);
    expect(text(container)).toBe('Something new');
  });

  it('never shows colour alone: an unknown state without text renders nothing rather than a bare icon', () => {
    const { container } = renderWithCore(<RequestStatus entityType="role" state={42} />);
    expect(container.innerHTML).toBe('');
  });
});
