import { describe, expect, it } from 'vitest';
import { isStylesheetImage, stylesheetProblem } from '../../../src/domain/stylesheet-rule';

describe('the uploaded stylesheet rule: styles only, images only under /custom/ or data:', () => {
  it.each([
    ':host{color:red}',
    ':host{background:url(/custom/images/logo.png) no-repeat}',
    ":host{background-image:url('/custom/img/a.svg')}",
    ':host{background:url("data:image/png;base64,iVBORw0KGgo=")}',
    ':host{background:image-set("/custom/a.png" 1x, "/custom/a@2x.png" 2x)}',
    '.x::before{content:"\\201C"}',
    '/* a comment */ :host{font-family:"Open Sans"}',
  ])('accepts %s', (css) => {
    expect(stylesheetProblem(css)).toBeNull();
  });

  it.each([
    [':host{background-image:url("/osp/a/idm/auth/app/logout")}', '/osp/a/idm/auth/app/logout'],
    [':host{background:url(/custom/../osp/a/idm/auth/app/logout)}', '/custom/../osp/a/idm/auth/app/logout'],
    [
      ':host{background:url(/custom/%2e%2e/osp/a/idm/auth/app/logout.png)}',
      '/custom/%2e%2e/osp/a/idm/auth/app/logout.png',
    ],
    [':host{background:url(/custom/css/client-1.css)}', '/custom/css/client-1.css'],
    [':host{background:url(https://evil.example/a.png)}', 'https://evil.example/a.png'],
    [':host{background:url(//evil.example/custom/a.png)}', '//evil.example/custom/a.png'],
    [':host{background:url(/custom\\\\..\\\\osp.png)}', '/custom\\..\\osp.png'],
    [':host{background:u\\72l(/osp/a/idm/auth/app/logout)}', '/osp/a/idm/auth/app/logout'],
    [':host{background:\\75 rl(/osp/a/idm/auth/app/logout)}', '/osp/a/idm/auth/app/logout'],
    [':host{background:URL( "/osp/a/idm/auth/app/logout" )}', '/osp/a/idm/auth/app/logout'],
    [':host{background:image-set("/osp/a/idm/auth/app/logout" 1x)}', '/osp/a/idm/auth/app/logout'],
    [':host{background:-webkit-image-set("https://evil.example/x.png" 1x)}', 'https://evil.example/x.png'],
    [':host{background:url(data:text/html;base64,PHNjcmlwdD4=)}', 'data:text/html;base64,PHNjcmlwdD4='],
    ['@font-face{font-family:x;src:url(https://evil.example/f.woff)}', 'https://evil.example/f.woff'],
    [':host{background:url(javascript:alert(1))}', 'javascript:alert(1'],
  ])('refuses %s, naming the address', (css, url) => {
    const problem = stylesheetProblem(css);
    expect(problem?.code === 'cssUrl' || problem?.code === 'cssInvalid').toBe(true);
    if (problem?.code === 'cssUrl') expect(problem.url).toBe(url);
  });

  it.each([
    ['@import url(/custom/other.css);', 'cssImport'],
    ['@\\69mport "https://evil.example/x.css";', 'cssImport'],
    ['</style><script>alert(1)</script>', 'cssInvalid'],
    [':host{width:expression(alert(1))}', 'cssInvalid'],
    [':host{-moz-binding:url(/custom/x.png)}', 'cssInvalid'],
  ])('refuses %s as %s', (css, code) => {
    expect(stylesheetProblem(css)?.code).toBe(code);
  });

  it('an image address: under /custom/ on this origin and an image, or a data: image', () => {
    expect(isStylesheetImage('/custom/a.png')).toBe(true);
    expect(isStylesheetImage('/custom/a.png\n')).toBe(true);
    expect(isStylesheetImage('/custom/a\t.png')).toBe(false);
    expect(isStylesheetImage('/customer/a.png')).toBe(false);
    expect(isStylesheetImage('/custom/a.png?x=1')).toBe(true);
    expect(isStylesheetImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
  });
});
