import type { ReactNode } from 'react';
import { vi, type Mocked } from 'vitest';
import type { IdmCore } from '../../../../src/core';
import type { HistoryDetail, HistoryRequest } from '../../../../src/areas/history/history-model';
import type { HistoryPort } from '../../../../src/areas/history/history-port';
import { HistoryPortProvider } from '../../../../src/areas/history/HistoryPortProvider';
import { HistoryNavigationProvider, type HistoryNavigation } from '../../../../src/areas/history/navigation';
import { renderArea, type AreaRendered } from '../list-harness';

export const ME = { dn: 'cn=euser,ou=users,o=data', fullName: 'Eve User' };

export function request(id: string, extra: Partial<HistoryRequest> = {}): HistoryRequest {
  return {
    rowId: `role:${id}`,
    id,
    name: `Role ${id}`,
    entityType: 'role',
    requestState: 15,
    statusText: 'Approval Pending',
    processState: 0,
    action: 'grant',
    operation: 10,
    recipientName: 'Eve User',
    recipientDn: ME.dn,
    requesterName: 'Eve User',
    requesterDn: ME.dn,
    proxyName: '',
    requestDate: Date.UTC(2025, 1, 3, 8, 0),
    effectiveDate: null,
    expirationDate: null,
    completedDate: null,
    confirmationNumber: 'abc-1',
    reason: 'Project work',
    retractable: true,
    ...extra,
  };
}

export function historyDetail(id: string, extra: Partial<HistoryDetail> = {}): HistoryDetail {
  return { ...request(id), comments: [], timeline: [], ...extra };
}

export function fakeHistoryPort(requests: HistoryRequest[] = [request('1'), request('2', { entityType: 'resource', rowId: 'resource:2', requestState: 50 })], overrides: Partial<HistoryPort> = {}) {
  const port = {
    list: vi.fn((_params: unknown, _scope: unknown) => Promise.resolve({ requests, total: requests.length, nextIndex: -1 })),
    detail: vi.fn((entityType: string, id: string) => Promise.resolve(historyDetail(id, { entityType }))),
    retract: vi.fn((r: { id: string }) => Promise.resolve({ success: true, succeeded: [{ id: r.id, name: `Role ${r.id}` }], failed: [], sods: [] })),
    managedTeams: vi.fn(() => Promise.resolve([] as { dn: string; name: string }[])),
    teamMembers: vi.fn(() => Promise.resolve([] as { dn: string; name: string }[])),
    ...overrides,
  };
  return port as unknown as Mocked<HistoryPort>;
}

export function fakeHistoryNavigation() {
  return {
    openRequest: vi.fn(),
    requestHref: vi.fn((entityType: string, id: string) => `#/history/${entityType}/${id}`),
    backToList: vi.fn(),
    listHref: vi.fn(() => '#/history'),
    requestRetracted: vi.fn(),
  } satisfies HistoryNavigation;
}

export interface HistoryHarness extends AreaRendered {
  port: ReturnType<typeof fakeHistoryPort>;
  navigation: ReturnType<typeof fakeHistoryNavigation>;
}

export function renderHistory(
  ui: ReactNode,
  options: { port?: ReturnType<typeof fakeHistoryPort>; core?: IdmCore } = {},
): HistoryHarness {
  const port = options.port ?? fakeHistoryPort();
  const navigation = fakeHistoryNavigation();
  const rendered = renderArea(ui, {
    user: ME,
    ...(options.core ? { core: options.core } : {}),
    providers: (children) => (
      <HistoryNavigationProvider value={navigation}>
        <HistoryPortProvider port={port}>{children}</HistoryPortProvider>
      </HistoryNavigationProvider>
    ),
  });
  return { ...rendered, port, navigation };
}

export { axeViolations, settle } from '../list-harness';
