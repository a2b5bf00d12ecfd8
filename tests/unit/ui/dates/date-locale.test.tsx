// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../src/core';
import { formatDate, LONG_DATE_FORMAT } from '../../../../src/domain/date-format';
import { cachedDateLocale, dateLanguageOf, loadDateLocale, useDateLocale } from '../../../../src/ui/dates/date-locale';
import { waitFor } from '../../console/harness';
import { cleanup } from '@testing-library/react';
import { renderWithCore, text } from '../render-core';

afterEach(cleanup);

describe('date locales on demand', () => {
  it('keeps them by language; English needs no loading, nor do languages without one', async () => {
    expect(dateLanguageOf('de_DE')).toBe('de');
    expect(dateLanguageOf('iw')).toBe('he');
    expect(cachedDateLocale('en_US')?.code).toBe('en-US');
    expect(cachedDateLocale('es')?.code).toBe('en-US');
    expect((await loadDateLocale('iw')).code).toBe('he');
    expect(cachedDateLocale('he_IL')?.code).toBe('he');
  });

  it('formats in English until the language has loaded, then in that language', async () => {
    const core = createCore({ autoSignIn: false });
    core.stores.$locale.set({ ...core.stores.$locale.get(), locale: 'fr' });
    function When() {
      return <time>{formatDate(new Date(2024, 6, 14), LONG_DATE_FORMAT, useDateLocale())}</time>;
    }
    const { container } = renderWithCore(<When />, core);
    expect(['Jul 14, 2024', 'juil. 14, 2024']).toContain(text(container.querySelector('time')));
    await waitFor(() => expect(text(container.querySelector('time'))).toBe('juil. 14, 2024'));
  });
});
