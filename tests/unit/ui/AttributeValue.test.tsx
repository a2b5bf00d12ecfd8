// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AttributeValue } from '../../../src/ui/AttributeValue';
import { cleanup, render } from './render';

const links = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('AttributeValue', () => {
  afterEach(cleanup);

  it('links Email with mailto and TelephoneNumber with tel', () => {
    const email = render(<AttributeValue attributeKey="Email" values="ablake@example.com" />);
    expect(links(email.container)).toEqual(['mailto:ablake@example.com']);
    expect(email.container.textContent).toBe('ablake@example.com');
    const phone = render(<AttributeValue attributeKey="TelephoneNumber" values={['+1 555 0100', '+1 555 0101']} />);
    expect(links(phone.container)).toEqual(['tel:+15550100', 'tel:+15550101']);
    expect(phone.container.textContent).toBe('+1 555 0100, +1 555 0101');
  });

  it('renders other attributes as plain text', () => {
    const { container } = render(<AttributeValue attributeKey="Title" values="Clerk" />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Clerk');
  });

  it('renders nothing when empty', () => {
    expect(render(<AttributeValue attributeKey="Email" values={[]} />).container.innerHTML).toBe('');
    expect(render(<AttributeValue attributeKey="Title" values="  " />).container.innerHTML).toBe('');
    expect(render(<AttributeValue attributeKey="Title" values={undefined} />).container.innerHTML).toBe('');
  });

  it('never turns javascript: into an href', () => {
    const { container } = render(
      <AttributeValue attributeKey="Website" values="Click me" href="javascript:alert(1)" />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container.textContent).toBe('Click me');
    const mixedCase = render(<AttributeValue attributeKey="Website" values="x" href=" JaVaScRiPt:alert(1)" />);
    expect(mixedCase.container.querySelector('[href]')).toBeNull();
  });

  it('links http(s) and in-app targets', () => {
    const web = render(<AttributeValue attributeKey="Website" values="Home" href="https://example.com/" />);
    expect(links(web.container)).toEqual(['https://example.com/']);
    const inApp = render(<AttributeValue attributeKey="manager" values="Alice" href="#/users/cn%3Dablake" />);
    expect(links(inApp.container)).toEqual(['#/users/cn%3Dablake']);
  });
});
