// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { defineIdmElement } from '../../../elements/define-idm-element';
import { Heading, HeadingLevel, headingLevelOf } from '../../../src/ui/Heading';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page as areas write them: a title, its sections, a part of a section. */
function Page() {
  return (
    <section>
      <Heading>Roles</Heading>
      <Heading depth={1}>Owners</Heading>
      <Heading depth={2}>Primary</Heading>
    </section>
  );
}

/** Each heading's tag and look, in document order ('h1.idm-heading-0 Roles'). */
function outline(root: ParentNode): string[] {
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
    (heading) => `${heading.localName}.${heading.className} ${heading.textContent}`,
  );
}

describe('Heading', () => {
  afterEach(cleanup);

  it('in the console (level 1) the title is the page’s h1 and its sections follow below it', () => {
    const { container } = render(
      <HeadingLevel level={1}>
        <Page />
      </HeadingLevel>,
    );
    expect(outline(container)).toEqual([
      'h1.idm-heading-0 Roles',
      'h2.idm-heading-1 Owners',
      'h3.idm-heading-2 Primary',
    ]);
  });

  it('without a level (an element) the title is an h2, so a widget adds no h1 to its host page', () => {
    const { container } = render(<Page />);
    expect(outline(container)).toEqual([
      'h2.idm-heading-0 Roles',
      'h3.idm-heading-1 Owners',
      'h4.idm-heading-2 Primary',
    ]);
  });

  it('stops at h6 and keeps the caller’s attributes and classes', () => {
    const { container } = render(
      <HeadingLevel level={5}>
        <Heading depth={3} id="deep" className="extra">
          Deep
        </Heading>
      </HeadingLevel>,
    );
    const heading = container.querySelector('#deep');
    expect(heading?.localName).toBe('h6');
    expect(heading?.className).toBe('idm-heading-3 extra');
  });

  it('a heading-level is a whole number from 1 to 6; anything else is the element default, 2', () => {
    expect([1, 3, 6].map(headingLevelOf)).toEqual([1, 3, 6]);
    expect([0, 7, 2.5, Number.NaN, undefined, null, '1'].map(headingLevelOf)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });
});

describe('an element’s heading-level attribute', () => {
  // Removing an element unmounts its React tree (a microtask later).
  afterEach(() => act(async () => void document.body.replaceChildren()));

  let count = 0;
  /** An element of a new tag with these attributes, in the document. */
  async function connectElement(attributes: Record<string, string> = {}): Promise<HTMLElement> {
    const tag = `idm-heading-probe-${++count}`;
    defineIdmElement(tag, Page);
    const element = document.createElement(tag);
    await act(async () => {
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
    });
    return element;
  }
  const shown = (element: HTMLElement) => outline(element.shadowRoot ?? element);

  it('titles the element with an h2 unless told', async () => {
    const element = await connectElement();
    expect(shown(element)).toEqual(['h2.idm-heading-0 Roles', 'h3.idm-heading-1 Owners', 'h4.idm-heading-2 Primary']);
  });

  it('takes the level it is given, and a change of the attribute', async () => {
    const element = await connectElement({ 'heading-level': '1' });
    expect(shown(element)).toEqual(['h1.idm-heading-0 Roles', 'h2.idm-heading-1 Owners', 'h3.idm-heading-2 Primary']);
    await act(async () => element.setAttribute('heading-level', '3'));
    expect(shown(element)).toEqual(['h3.idm-heading-0 Roles', 'h4.idm-heading-1 Owners', 'h5.idm-heading-2 Primary']);
  });

  it('falls back to h2 for a level that is not one', async () => {
    const element = await connectElement({ 'heading-level': 'seven' });
    expect(shown(element)[0]).toBe('h2.idm-heading-0 Roles');
    await act(async () => element.setAttribute('heading-level', '9'));
    expect(shown(element)[0]).toBe('h2.idm-heading-0 Roles');
  });
});
