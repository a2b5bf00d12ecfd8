import { type IdmCore } from '../../core';
import { parseStructuredFeedback } from '../../domain/feedback';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import { offersOf } from '../server-version';
import { proxyUserOf, readSods } from './shared';
import type { OperationResult, SubmitInput, SubmitResult } from './types';

function readNode(value: unknown): OperationResult {
  const o = asObject(value);
  return {
    userDn: asString(o.userDn),
    success: asBoolean(o.success),
    succeeded: asArray(o.succeeded).map((s) => {
      const item = asObject(s);
      return {
        id: asString(item.id),
        name: asString(item.name) || asString(item.id),
        entityType: asString(item.entityType),
        requestId: asString(item.requestId),
      };
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
 * for oneself, or the proxied user). A server that offers it (4.10+, `offersOf`) takes each PRD as POST
 * `access/requests/permissions/v2` (its request form's values in `data`, which PRDs with JSON forms need),
 * outside proxy mode. Answers one node per recipient (and call), the new request ids and the banner's
 * structured feedback (SoD conflicts included).
 */
export async function submitRequest(core: IdmCore, input: SubmitInput): Promise<SubmitResult> {
  const proxyUser = proxyUserOf(core);
  const isPrd = (item: SubmitInput['items'][number]) => item.entityType?.toLowerCase() === 'prd';
  const v2 = !proxyUser && input.items.some(isPrd) && (await offersOf(core)).requestV2;
  const v1Items = v2 ? input.items.filter((item) => !isPrd(item)) : input.items;
  const answers = await Promise.all([
    ...(v1Items.length > 0 ? [submitV1(core, { ...input, items: v1Items }, proxyUser)] : []),
    ...(v2 ? input.items.filter(isPrd).map((item) => submitPrdV2(core, item, input)) : []),
  ]);
  const nodes = answers.flatMap((body) => asArray(body.OperationNodes).map(readNode));
  const flat = parseStructuredFeedback({
    success: answers.every((body) => asBoolean(body.success)),
    succeeded: nodes.flatMap((n) => n.succeeded),
    failed: nodes.flatMap((n) => n.failed),
    sods: nodes.flatMap((n) => n.sods),
  });
  return {
    success: flat.success,
    nodes,
    requestIds: nodes.flatMap((n) => n.succeeded.map((s) => s.requestId)).filter((id) => id !== ''),
    feedback: flat,
  };
}

const recipientsBody = (input: SubmitInput) =>
  (input.recipients ?? []).map((r) => ({ dn: r.dn, type: r.type, isGroupAssignment: r.isGroupAssignment === true }));

async function submitV1(core: IdmCore, input: SubmitInput, proxyUser: string | undefined) {
  return asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/permissions'),
      query: { proxyUser },
      body: {
        reqPermissions: input.items.map((item) => ({
          id: item.dn,
          ...(item.entityType ? { entityType: item.entityType } : {}),
          ...(item.params && item.params.length > 0
            ? { permParams: item.params.map((p) => ({ key: p.key, value: p.value })) }
            : {}),
        })),
        recipients: recipientsBody(input),
        reason: input.reason ?? '',
        sodJustification: input.sodJustification ?? '',
        ...(input.effectiveDate !== undefined ? { effDate: input.effectiveDate } : {}),
        ...(input.expiryDate !== undefined ? { expDate: input.expiryDate } : {}),
        ...(proxyUser ? { proxyUser } : {}),
      },
    }),
  );
}

/** POST `access/requests/permissions/v2`: one PRD (the server reads only the first), reason and form values in `data`. */
async function submitPrdV2(core: IdmCore, item: SubmitInput['items'][number], input: SubmitInput) {
  const values = new Map<string, string[]>();
  for (const { key, value } of item.params ?? []) values.set(key, [...(values.get(key) ?? []), value]);
  return asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/permissions/v2'),
      body: {
        reqPermissions: [{ id: item.dn, entityType: 'PRD' }],
        data: [{ key: 'reason', value: [input.reason ?? ''] }, ...[...values].map(([key, value]) => ({ key, value }))],
        recipients: recipientsBody(input),
      },
    }),
  );
}
