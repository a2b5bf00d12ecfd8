import { describe, expect, it } from 'vitest';
import { parseClientSettings } from '../../../src/domain/settings';
import { DEFAULT_MESSAGE_TIME_MS, describeFeedback, messageTimeMs } from '../../../src/ui/banner/describe-feedback';

describe('describeFeedback', () => {
  it('maps kinds to alert classes and roles', () => {
    expect(describeFeedback({ kind: 'success', text: 'ok' })).toMatchObject({
      className: 'alert-success',
      role: 'status',
    });
    expect(describeFeedback({ kind: 'warning', text: 'hm' })).toMatchObject({
      className: 'alert-warning',
      role: 'status',
    });
    expect(describeFeedback({ kind: 'danger', text: 'no' })).toMatchObject({
      className: 'alert-danger',
      role: 'alert',
    });
  });

  it('takes a structured message’s tone from its success flag, keeping a warning a warning', () => {
    const failed = { success: false, succeeded: [], failed: [{ name: 'X', reason: 'r' }], sods: [] };
    expect(describeFeedback({ kind: 'success', structured: failed }).kind).toBe('danger');
    expect(describeFeedback({ kind: 'warning', structured: failed }).kind).toBe('warning');
    expect(describeFeedback({ kind: 'danger', structured: { ...failed, success: true } }).kind).toBe('success');
  });

  it('names items by name, else id, with DNs cut to their common name', () => {
    const view = describeFeedback({
      kind: 'success',
      structured: {
        success: true,
        succeeded: [{ name: 'cn=Role A,o=data' }, { id: 'cn=Role B,o=data' }],
        failed: [{ id: 'cn=Role C,o=data' }],
        sods: [{ sodName: 'cn=SoD 1,o=data', perm1Name: 'cn=P1,o=data', perm2Name: 'P2' }],
      },
    });
    expect(view.succeeded).toEqual(['Role A', 'Role B']);
    expect(view.failed).toEqual([{ name: 'Role C', reason: '' }]);
    expect(view.sods).toEqual([{ sodName: 'SoD 1', perm1Name: 'P1', perm2Name: 'P2' }]);
  });
});

describe('messageTimeMs', () => {
  const withMessageTime = (value: string | number) =>
    parseClientSettings({ config: { customization: [{ key: 'messageTime', value }] } });

  it('reads customization.messageTime in milliseconds', () => {
    expect(messageTimeMs(withMessageTime(5000))).toBe(5000);
    expect(messageTimeMs(withMessageTime('7000'))).toBe(7000);
  });

  it('falls back to 10 seconds when missing or not a positive number', () => {
    expect(DEFAULT_MESSAGE_TIME_MS).toBe(10_000);
    expect(messageTimeMs(null)).toBe(10_000);
    expect(messageTimeMs(withMessageTime('soon'))).toBe(10_000);
    expect(messageTimeMs(withMessageTime(0))).toBe(10_000);
  });
});
