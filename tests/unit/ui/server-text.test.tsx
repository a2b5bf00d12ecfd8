// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core';
import { CoreProvider } from '../../../src/core/react';
import { CommentList } from '../../../src/ui/area/DetailParts';
import { CellRenderer } from '../../../src/ui/cells/CellRenderer';
import { IsolatedSentence, slot } from '../../../src/ui/ServerText';

// A reason that reverses what follows it (RIGHT-TO-LEFT OVERRIDE, never closed), and an isolate opener.
const HOSTILE = 'Need it \u202Eroot admin';
const OPENER = 'Mia \u2067Manager';

afterEach(cleanup);

const renderInCore = (ui: ReactNode) =>
  render(<CoreProvider core={createCore({ autoSignIn: false })}>{ui}</CoreProvider>);

/** The nearest element around `node` that isolates its content in the bidi algorithm: `<bdi>` or a `dir`. */
function isolatingElementOf(node: Node, root: Element): Element | null {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    if (element.tagName === 'BDI' || element.hasAttribute('dir')) return element;
  }
  return null;
}

/** The text node holding `text` (whole), under `root`. */
function textNode(root: Element, text: string): Node {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.includes(text)) return node;
  throw new Error(`no text node with ${JSON.stringify(text)}`);
}

describe('server text with bidirectional controls stays isolated', () => {
  it('a sentence around server values keeps its own words outside the values’ isolates', () => {
    const { container } = render(
      <p>
        <IsolatedSentence
          text={`${slot('name')} for ${slot('recipient')}`}
          values={{ name: HOSTILE, recipient: OPENER }}
        />
      </p>,
    );
    expect(container.textContent).toBe(`${HOSTILE} for ${OPENER}`);
    const name = isolatingElementOf(textNode(container, HOSTILE), container);
    const recipient = isolatingElementOf(textNode(container, OPENER), container);
    expect(name?.textContent).toBe(HOSTILE);
    expect(recipient?.textContent).toBe(OPENER);
    // The console's own word stands outside both isolates, so the override cannot reverse it.
    expect(isolatingElementOf(textNode(container, ' for '), container)).toBeNull();
  });

  it('a comment’s text and its author are each in their own isolate, apart from the date and each other', () => {
    const { container } = renderInCore(
      <CommentList
        comments={[
          { key: '1', userName: OPENER, text: HOSTILE, at: Date.UTC(2026, 0, 2), activity: 'Approval', system: false },
        ]}
      />,
    );
    const text = isolatingElementOf(textNode(container, HOSTILE), container);
    const author = isolatingElementOf(textNode(container, OPENER), container);
    expect(text?.textContent).toBe(HOSTILE);
    expect(author?.textContent).toBe(OPENER);
    expect(text?.contains(author ?? null)).toBe(false);
  });

  it('a table cell’s text value is isolated', () => {
    const { container } = render(
      <table>
        <tbody>
          <tr>
            <td>
              <CellRenderer value={HOSTILE} heading="Reason" /> (2)
            </td>
          </tr>
        </tbody>
      </table>,
    );
    expect(isolatingElementOf(textNode(container, HOSTILE), container)?.textContent).toBe(HOSTILE);
    expect(isolatingElementOf(textNode(container, ' (2)'), container)).toBeNull();
  });
});
