import { describe, expect, it } from 'vitest';
import { withLocalInstants } from '../../../src/domain/date-format';

describe("a server message's instants in the user's format", () => {
  const iso = (date: Date) => `<${date.getTime()}>`;

  it('replaces each UTC instant and leaves the rest of the text', () => {
    expect(
      withLocalInstants(
        'This period overlaps the delegation to Eddie User from 2027-01-04T09:30Z to 2027-01-05T17:00:00.000Z for the same requests.',
        iso,
      ),
    ).toBe(
      `This period overlaps the delegation to Eddie User from <${Date.UTC(2027, 0, 4, 9, 30)}> to <${Date.UTC(2027, 0, 5, 17)}> for the same requests.`,
    );
  });

  it('leaves dates without a zone, plain numbers and impossible dates alone', () => {
    const text = 'Order 2027-01-04 and 2027-01-04T09:30 and 2027-13-45T99:99Z stay.';
    expect(withLocalInstants(text, iso)).toBe(text);
  });
});
