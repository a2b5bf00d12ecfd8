// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IdentifierText } from '../../../../src/ui/area/DetailParts';

afterEach(cleanup);

describe('IdentifierText', () => {
  it('keeps each part of a confirmation number whole and lets the line break only after a separator', () => {
    const { container } = render(<IdentifierText value="UARest#ProcessRequest#20261123-16" />);
    expect(container.textContent).toBe('UARest#ProcessRequest#20261123-16');
    const parts = [...container.querySelectorAll('.idm-identifier-part')].map((part) => part.textContent);
    expect(parts).toEqual(['UARest#', 'ProcessRequest#', '20261123-16']);
    // A break opportunity between parts only, never inside one.
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.querySelector('.idm-identifier-part wbr')).toBeNull();
  });

  it('breaks a DN only after its commas', () => {
    const { container } = render(<IdentifierText value="cn=Laptop,cn=ResourceDefs,o=system" />);
    const parts = [...container.querySelectorAll('.idm-identifier-part')].map((part) => part.textContent);
    expect(parts).toEqual(['cn=Laptop,', 'cn=ResourceDefs,', 'o=system']);
  });
});
