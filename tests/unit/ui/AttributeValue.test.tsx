// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AttributeValue } from '../../../src/ui/quick-info/person-parts';
import { cleanup } from '@testing-library/react';
import { renderWithCore } from './render-core';

const links = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('AttributeValue', () => {
  afterEach(cleanup);

  it('links Email with mailto and TelephoneNumber with tel', () => {
    const email = renderWithCore(<AttributeValue attributeKey="Email" values="ablake@example.com" />);
    expect(links(email.container)).toEqual(['mailto:ablake@example.com']);
    expect(email.container.textContent).toBe('ablake@example.com');
    const phone = renderWithCore(
      <AttributeValue attributeKey="TelephoneNumber" values={['+1 555 0100', '+1 555 0101']} />,
    );
    expect(links(phone.container)).toEqual(['tel:+15550100', 'tel:+15550101']);
    expect(phone.container.textContent).toBe('+1 555 0100, +1 555 0101');
  });

  it('renders other attributes as plain text', () => {
    const { container } = renderWithCore(<AttributeValue attributeKey="Title" values="Clerk" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Clerk');
  });

  it('isolates each plain value, left to right when it has no letters (a mobile number reads the same in Arabic)', () => {
    const { container } = renderWithCore(<AttributeValue attributeKey="Mobile" values={['+1 555-299-5552', 'مكتب']} />);
    const values = [...container.querySelectorAll('bdi')];
    expect(values.map((v) => [v.textContent, v.getAttribute('dir')])).toEqual([
      ['+1 555-299-5552', 'ltr'],
      ['مكتب', null],
    ]);
  });

  it('renders nothing when empty', () => {
    expect(renderWithCore(<AttributeValue attributeKey="Email" values={[]} />).container.innerHTML).toBe('');
    expect(renderWithCore(<AttributeValue attributeKey="Title" values="  " />).container.innerHTML).toBe('');
    expect(renderWithCore(<AttributeValue attributeKey="Title" values={undefined} />).container.innerHTML).toBe('');
  });

  it('never turns javascript: into an href', () => {
    const { container } = renderWithCore(
      <AttributeValue attributeKey="Website" values="Click me" href="javascript:alert(1)" />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container.textContent).toBe('Click me');
    const mixedCase = renderWithCore(<AttributeValue attributeKey="Website" values="x" href=" JaVaScRiPt:alert(1)" />);
    expect(mixedCase.container.querySelector('[href]')).toBeNull();
  });

  it('links http(s) and in-app targets', () => {
    const web = renderWithCore(<AttributeValue attributeKey="Website" values="Home" href="https://example.com/" />);
    expect(links(web.container)).toEqual(['https://example.com/']);
    const inApp = renderWithCore(<AttributeValue attributeKey="manager" values="Alice" href="#/users/cn%3Dablake" />);
    expect(links(inApp.container)).toEqual(['#/users/cn%3Dablake']);
  });
});
