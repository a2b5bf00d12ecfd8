import { describe, expect, it } from 'vitest';
import { safeHref, webPageHref } from '../../../src/domain/safe-url';

describe('safe links', () => {
  it('keeps http, https, mailto, tel and in-app links; drops script and data schemes', () => {
    for (const ok of [
      'https://idm.example.com/x',
      'http://a/b',
      'mailto:a@b.c',
      'tel:+15550100',
      '#/users',
      '/idmdash/',
      './x',
      'relative/page',
    ]) {
      expect(safeHref(ok)).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '',
      null,
      undefined,
    ])
      expect(safeHref(bad)).toBeNull();
  });

  it('one rule for every stored link, decided as the browser parses: nothing that leads off-site or hides a scheme', () => {
    for (const bad of [
      '/\\evil.example/210',
      '\\\\evil.example',
      '//evil.example.com/x',
      ' //evil.example.com',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'javascript\u0000:alert(1)',
      'https://ok.example.com/\u0007',
      'jAvAsCrIpT:alert(1)',
      'data:image/png;base64,AAAA',
      'http://[::1',
    ])
      expect(safeHref(bad), JSON.stringify(bad)).toBeNull();
    expect(safeHref('https://evil.example/', new Set(['mailto:']))).toBeNull();
    expect(safeHref('mailto:a@b.c', new Set(['https:']))).toBeNull();
  });

  it('opens only http or https pages: relative ones when a base is given', () => {
    expect(webPageHref('https://idm.example.com/IDMProv/approvalForm.do?taskId=7')).toBe(
      'https://idm.example.com/IDMProv/approvalForm.do?taskId=7',
    );
    expect(webPageHref('/IDMProv/requestForm.do?id=x', 'https://idm.example.com/idmdash/')).toBe(
      '/IDMProv/requestForm.do?id=x',
    );
    expect(webPageHref('/IDMProv/requestForm.do?id=x')).toBeNull();
    for (const bad of ['mailto:a@b.c', 'tel:1', 'javascript:alert(1)', null])
      expect(webPageHref(bad, 'https://idm.example.com/')).toBeNull();
  });
});
