// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { embeddedNavigate } from '../../../../elements/idm-user-catalog';

describe('<idm-user-catalog> navigation', () => {
  const inside = (segments: string[]) => segments[0] === 'users' || segments[0] === 'detailInfo';

  it('keeps its own routes inside and emits a cancelable idm-navigate for the others', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const assign = vi.fn();
    const seen: { href: string }[] = [];
    host.addEventListener('idm-navigate', (event) => seen.push((event as CustomEvent<{ href: string }>).detail));
    const navigate = embeddedNavigate(host, assign, inside);

    navigate('#/users/cn%3Dann%2Co%3Ddata');
    expect(seen).toEqual([]);

    navigate('#/entities/group/cn%3Dg');
    expect(seen).toEqual([{ href: '#/entities/group/cn%3Dg' }]);
    expect(assign).toHaveBeenCalledWith('#/entities/group/cn%3Dg');

    // A host that handles the navigation itself cancels the event: the page's hash stays.
    document.body.addEventListener('idm-navigate', (event) => event.preventDefault(), { once: true });
    navigate('#/role');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(customElements.get('idm-user-catalog')).toBeDefined();
  });
});
