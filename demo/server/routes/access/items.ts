import type { FastifyPluginAsync } from 'fastify';
import { approvalTemplateName, type ApprovalStepType } from '../../../../src/domain/approval.js';
import { grantPlan, revokePlan, type ApprovalPlan } from '../../access/approvals.js';
import type { EngineContext } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import { isBulkRequestable, type ItemRow } from '../../db/access/definitions.js';
import { landingQueries, type LandingItemRow } from '../../db/access/landing.js';
import { principalOf } from '../../http/auth.js';
import { notFound } from '../../http/fault.js';
import { CLIENT_ID, DN, FLAG, querySchema } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { PROXY_USER } from './schemas.js';

const itemBody = { type: 'object', required: ['id'], properties: { id: DN, entityType: { type: 'string', maxLength: 32 }, proxyUser: PROXY_USER } } as const;

/** The approval of an item as its details show it (sandbox extra of PermissionNode). */
function approvalSummary(ctx: EngineContext, item: ItemRow, recipientDn: string) {
  const base = { itemDn: item.dn, kind: item.kind, recipientDn, recipientType: 'user' as const, definitions: ctx.definitions, people: ctx.people };
  const names = (dn: string): string => ctx.users.findByDn(dn)?.full_name ?? dn;
  const describe = (plan: ApprovalPlan) => {
    const approvers = plan.steps.flatMap((dns, index) => dns.map((dn) => ({ id: dn, name: names(dn), sequence: index + 1 })));
    const stepType: ApprovalStepType = plan.type === 'parallel' || plan.type === 'quorum' ? 'Parallel' : 'Serial';
    const steps = plan.type === 'parallel' || plan.type === 'quorum' ? approvers.length : plan.steps.length;
    return {
      type: plan.type, approvers, quorum: plan.quorum === null ? '' : `${plan.quorum}%`, requestDef: plan.requestDef,
      templateName: plan.type === 'custom' ? (plan.requestDef?.name ?? '') : approvalTemplateName(Math.min(steps, 4), stepType, plan.type === 'quorum'),
    };
  };
  const grant = describe(grantPlan(base));
  if (item.kind === 'prd') return { ...grant, revokeType: 'none' };
  const revokeRow = ctx.definitions.definition(item.dn, 'revoke');
  const revoke = describe(revokePlan(base));
  return { ...grant, revokeType: revokeRow?.same_as_grant === 1 ? 'same-as-grant' : revoke.type, revoke };
}

const landingItemNode = (row: LandingItemRow, bulkRequestable: boolean) => ({
  image: '', idmdashImage: '', itemId: row.id, name: row.name, desc: row.description,
  subType: row.entity_type === 'application' ? 'application' : 'permission', entityType: row.entity_type, id: row.item_dn ?? '',
  itemOrder: row.item_order, appUrl: row.app_url ?? '', idmdashAppUrl: row.app_url ?? '', apiUrl: '', bulkRequestable,
  itemCategoryId: row.category_id, parentMenuKey: '', menuOrder: '', menuKey: '',
});

/**
 * Items for request access: POST access/permissions/item (details: description, categories, owners,
 * approval summary, parameters, request settings, expiration), GET access/featuredItems and GET
 * access/ulp/landingItems/v2 (items by category).
 */
export const itemRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;
  const landing = landingQueries(app.store.db);
  const { catalog } = app.store.lookups;

  app.post<{ Body: { id: string; entityType?: string; proxyUser?: string } }>('/permissions/item', { schema: { body: itemBody } }, async (request) => {
    const acting = actingFor(app, request, proxyUserOf(request));
    const item = ctx.definitions.item(request.body.id);
    if (!item || item.status !== 50) throw notFound(`No requestable item ${request.body.id}.`);
    const settings = ctx.definitions.settings(item.dn);
    const kind = item.kind === 'prd' ? null : item.kind;
    const categories = kind ? (catalog.categoriesOf(kind, [item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
    const owners = kind ? (catalog.ownersOf(kind, [item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
    const parameters = item.kind === 'resource' ? (catalog.parametersOf([item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
    const entitlementDn = item.kind === 'resource' ? (catalog.resourceByDn(item.dn)?.entitlement_dn ?? '') : '';
    const isExisted = kind !== null && ctx.assignments.find(item.dn, acting.user.dn) !== undefined;
    const expiration = { isExpirationRequired: settings.expiration_required === 1, expiresAfter: settings.expires_after ?? '', isExisted };
    return {
      id: item.dn, dn: item.dn, name: item.name, desc: item.description, entityType: item.kind.toUpperCase(),
      bulkRequestable: isBulkRequestable(item.kind, settings), categories: categories.map((c) => c.name),
      categoryDetails: categories.map((c) => ({ id: c.key, name: c.name })), link: '', multiAssignable: item.kind === 'resource',
      excluded: false,
      permParams: parameters.map((p) => ({
        key: p.key, dataType: p.data_type, value: p.static_value, hidden: p.hidden === 1, static: p.static_value !== '',
        displayLabel: p.display_label, codemapKey: '', valueLabel: p.static_value, entitlementDn: p.key === 'EntitlementParamKey' ? entitlementDn : '',
        optionQueryUrl: '', multivalue: false,
      })),
      requestForm: '', dataItems: [], isNewForm: false, ...expiration, expiration,
      owners: owners.map((o) => ({ id: o.dn, name: o.name, type: o.type })), level: item.level, processType: item.process_type,
      bulkApprovable: settings.bulk_approvable === 1, approval: approvalSummary(ctx, item, acting.user.dn),
    };
  });

  const itemsByCategory = (list: 'featured' | 'landing', editable: boolean) => {
    const rows = landing.items(list);
    const categories = new Map<number, LandingItemRow[]>();
    for (const row of rows) categories.set(row.category_id, [...(categories.get(row.category_id) ?? []), row]);
    const bulk = (row: LandingItemRow): boolean =>
      row.item_dn !== null && isBulkRequestable(row.entity_type, ctx.definitions.settings(row.item_dn));
    return {
      itemCategories: [...categories.values()].map((items) => ({
        image: '', itemCategoryId: items[0]?.category_id ?? 0, categoryName: items[0]?.category_name ?? '',
        itemCategoryOrder: items[0]?.category_order ?? 0, desc: '', subType: '', items: items.map((row) => landingItemNode(row, bulk(row))),
      })),
      uncategorizedItems: [],
      editable,
    };
  };

  app.get('/featuredItems', async (request) => itemsByCategory('featured', principalOf(request).user.is_admin === 1));
  app.get<{ Querystring: { clientId?: string; images?: string } }>(
    '/ulp/landingItems/v2', { schema: { querystring: querySchema({ clientId: CLIENT_ID, images: FLAG }) } },
    async (request) => itemsByCategory('landing', principalOf(request).user.is_admin === 1),
  );
};
