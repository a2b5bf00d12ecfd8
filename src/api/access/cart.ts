import type { IdmCore } from '../../core';
import { parseStructuredFeedback } from '../../domain/feedback';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import { proxyUserOf, readSods } from './shared';
import type { OperationResult, SubmitInput, SubmitResult } from './types';

function readNode(value: unknown): OperationResult {
  const o = asObject(value);
  return {
    userDn: asString(o.userDn),
    success: asBoolean(o.success),
    succeeded: asArray(o.succeeded).map((s) => {
      const item = asObject(s);
      return { id: asString(item.id), name: asString(item.name) || asString(item.id), entityType: asString(item.entityType), requestId: asString(item.requestId) };
    }),
    failed: asArray(o.failed).map((f) => {
      const item = asObject(f);
      return { id: asString(item.id), name: asString(item.name) || asString(item.id), reason: asString(item.reason) };
    }),
    sods: readSods(o.sods),
  };
}

/**
 * POST `access/requests/permissions` (RequestNode): requests the cart's items for the recipients (none:
 * for oneself, or the proxied user). Answers one node per recipient, the new request ids and the banner's
 * structured feedback (SoD conflicts included).
 */
export async function submitRequest(core: IdmCore, input: SubmitInput): Promise<SubmitResult> {
  const proxyUser = proxyUserOf(core);
  const body = asObject(await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/requests/permissions'),
    query: { proxyUser },
    body: {
      reqPermissions: input.items.map((item) => ({
        id: item.dn, ...(item.entityType ? { entityType: item.entityType } : {}),
        ...(item.params && item.params.length > 0 ? { permParams: item.params.map((p) => ({ key: p.key, value: p.value })) } : {}),
      })),
      recipients: (input.recipients ?? []).map((r) => ({ dn: r.dn, type: r.type, isGroupAssignment: r.isGroupAssignment === true })),
      reason: input.reason ?? '',
      sodJustification: input.sodJustification ?? '',
      ...(input.effectiveDate !== undefined ? { effDate: input.effectiveDate } : {}),
      ...(input.expiryDate !== undefined ? { expDate: input.expiryDate } : {}),
      ...(proxyUser ? { proxyUser } : {}),
    },
  }));
  const nodes = asArray(body.OperationNodes).map(readNode);
  const flat = parseStructuredFeedback({
    success: body.success,
    succeeded: nodes.flatMap((n) => n.succeeded),
    failed: nodes.flatMap((n) => n.failed),
    sods: nodes.flatMap((n) => n.sods),
  });
  return { success: flat.success, nodes, requestIds: nodes.flatMap((n) => n.succeeded.map((s) => s.requestId)).filter((id) => id !== ''), feedback: flat };
}
