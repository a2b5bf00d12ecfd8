// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { vi, afterEach, describe, expect, it } from 'vitest';
import { RoleAdminWidget } from '../../../../src/areas/role-admin';
import { prefetchRoleList } from '../../../../src/areas/role-admin/prefetch-reads';
import { generalSettingsQuery } from '../../../../src/api/settings';
import { apiCore } from '../../api/setup';
import { json } from '../../core/fakes';
import { renderWithCore, text } from '../../ui/render-core';
import { roleAdminRoutes, settle } from './harness';

/** The role server with general settings of `defaultRows` rows a page (5, 10 or 25). */
const withSettings = (defaultRows: number) => ({
  ...roleAdminRoutes(),
  'admin/display/settings/general': () => json({ defaultRowsPerPage: defaultRows, optionsRowsPerPage: '5,10,25' }),
});

describe('role list prefetch', () => {
  afterEach(cleanup);

  it('asks for the first page, the categories and the columns before the list shows, which then asks for none of them again', async () => {
    const { core, server } = await apiCore(withSettings(10));
    prefetchRoleList(core, {}, new URLSearchParams());
    // Out before the general settings are read: sized by the spec's defaults on a browser's first visit.
    await vi.waitFor(() => expect(server.callsTo('catalog/roles/list')).toHaveLength(1));
    expect(new URL(server.callsTo('catalog/roles/list')[0]!.url).searchParams.get('size')).toBe('10');
    await core.queryClient.fetchQuery(generalSettingsQuery(core)); // as start-up does before the list shows

    const { container } = renderWithCore(<RoleAdminWidget onNavigate={vi.fn()} onRoleChanged={vi.fn()} />, core);
    await settle(20);
    expect(text(container.querySelector('tbody tr'))).toContain('Sales');
    expect(server.callsTo('catalog/roles/list')).toHaveLength(1);
    expect(server.callsTo('catalog/roleCategories')).toHaveLength(1);
    expect(server.callsTo('preference')).toHaveLength(1);
  });

  it('on a server with another default page size, the list shows the page of its settings', async () => {
    const { core, server } = await apiCore(withSettings(25));
    prefetchRoleList(core, {}, new URLSearchParams());
    await core.queryClient.fetchQuery(generalSettingsQuery(core));
    renderWithCore(<RoleAdminWidget onNavigate={vi.fn()} onRoleChanged={vi.fn()} />, core);
    await settle(20);
    const sizes = server.callsTo('catalog/roles/list').map((call) => new URL(call.url).searchParams.get('size'));
    expect(sizes.at(-1)).toBe('25');
  });

  it('asks for no page when the link names a filter or search: the list asks for its own', async () => {
    const { core, server } = await apiCore(withSettings(10));
    prefetchRoleList(core, {}, new URLSearchParams('level=20'));
    await settle();
    expect(server.callsTo('catalog/roles/list')).toHaveLength(0);
  });
});
