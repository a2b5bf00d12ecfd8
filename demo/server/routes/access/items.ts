import type { FastifyPluginAsync } from 'fastify';
import { approvalTemplateName, type ApprovalStepType } from '../../../../src/domain/approval.js';
import { grantPlan, revokePlan, type ApprovalPlan } from '../../access/approvals.js';
import type { EngineContext } from '../../access/context.js';
import type { AccessEngine } from '../../access/engine.js';
import { isBulkRequestable, requestFormOf, type ItemRow } from '../../db/access/definitions.js';
import { pageRequest } from '../../db/search.js';
import { landingQueries, type LandingItemRow } from '../../db/access/landing.js';
import { landingAdmin } from '../../db/landing/store.js';
import { principalOf } from '../../http/auth.js';
import { notFound } from '../../http/fault.js';
import { CLIENT_ID, DN, FLAG, INTEGER, PAGING, pageFields, querySchema, type PagingQuery } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { PROXY_USER } from './schemas.js';

const itemBody = {
  type: 'object',
  required: ['id'],
  properties: { id: DN, entityType: { type: 'string', maxLength: 32 }, proxyUser: PROXY_USER },
} as const;

/** The approval of an item as its details show it (sandbox extra of PermissionNode). */
function approvalSummary(ctx: EngineContext, item: ItemRow, recipientDn: string) {
  const base = {
    itemDn: item.dn,
    kind: item.kind,
    recipientDn,
    recipientType: 'user' as const,
    definitions: ctx.definitions,
    people: ctx.people,
  };
  const names = (dn: string): string => ctx.users.findByDn(dn)?.full_name ?? dn;
  const describe = (plan: ApprovalPlan) => {
    const approvers = plan.steps.flatMap((dns, index) =>
      dns.map((dn) => ({ id: dn, name: names(dn), sequence: index + 1 })),
    );
    const stepType: ApprovalStepType = plan.type === 'parallel' || plan.type === 'quorum' ? 'Parallel' : 'Serial';
    const steps = plan.type === 'parallel' || plan.type === 'quorum' ? approvers.length : plan.steps.length;
    return {
      type: plan.type,
      approvers,
      quorum: plan.quorum === null ? '' : `${plan.quorum}%`,
      requestDef: plan.requestDef,
      templateName:
        plan.type === 'custom'
          ? (plan.requestDef?.name ?? '')
          : approvalTemplateName(Math.min(steps, 4), stepType, plan.type === 'quorum'),
    };
  };
  const grant = describe(grantPlan(base));
  if (item.kind === 'prd') return { ...grant, revokeType: 'none' };
  const revokeRow = ctx.definitions.definition(item.dn, 'revoke');
  const revoke = describe(revokePlan(base));
  return { ...grant, revokeType: revokeRow?.same_as_grant === 1 ? 'same-as-grant' : revoke.type, revoke };
}

/**
 * The request form of an item as PermissionNode carries it: a PRD with data items (a form the console
 * renders: isNewForm), or with a form only the server renders (requestForm set, isNewForm false: the
 * console links to /requestForm.do). DataItem: name = the key sent back, target = the label, valueSet =
 * a value must be given, values = a List's options (else the initial value).
 */
function requestFormNode(item: ItemRow) {
  const form = item.kind === 'prd' ? requestFormOf(item.name) : { kind: 'none' as const };
  if (form.kind === 'none') return { requestForm: '', requestFormId: '', isNewForm: false, dataItems: [] };
  const formId = `cn=${form.formName},cn=Forms,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system`;
  if (form.kind === 'legacy')
    return { requestForm: form.formName, requestFormId: formId, isNewForm: false, dataItems: [] };
  return {
    requestForm: form.formName,
    requestFormId: formId,
    isNewForm: true,
    dataItems: form.dataItems.map((d) => ({
      name: d.name,
      target: d.target,
      source: '',
      dataType: d.dataType,
      valueType: 0,
      readOnly: d.readOnly === true,
      multiValued: false,
      values: (d.values ?? []).map((v) => ({ value: v.value, label: v.label || v.value })),
      valueSet: d.valueSet,
    })),
  };
}

const landingItemNode = (row: LandingItemRow, bulkRequestable: boolean) => ({
  image: '',
  idmdashImage: '',
  itemId: row.id,
  name: row.name,
  desc: row.description,
  subType: row.entity_type === 'application' ? 'application' : 'permission',
  entityType: row.entity_type,
  id: row.item_dn ?? '',
  itemOrder: row.item_order,
  appUrl: row.app_url ?? '',
  idmdashAppUrl: row.app_url ?? '',
  apiUrl: '',
  bulkRequestable,
  itemCategoryId: row.category_id,
  parentMenuKey: '',
  menuOrder: '',
  menuKey: '',
});

/** The paging of GET featuredItems and ulp/landingItems/v2 (sandbox additions; see itemsByCategory). */
interface ItemsQuery extends PagingQuery {
  itemCategoryId?: string;
}

/**
 * Items for request access: POST access/permissions/item (details: description, categories, owners,
 * approval summary, parameters, request settings, expiration), GET access/featuredItems and GET
 * access/ulp/landingItems/v2 (items by category).
 */
export const itemRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const { ctx } = engine;
  const landing = landingQueries(app.store.db);
  const { catalog } = app.store.lookups;

  app.post<{ Body: { id: string; entityType?: string; proxyUser?: string } }>(
    '/permissions/item',
    { schema: { body: itemBody } },
    async (request) => {
      const acting = actingFor(app, request, proxyUserOf(request));
      const item = ctx.definitions.item(request.body.id);
      if (!item || item.status !== 50) throw notFound(`No requestable item ${request.body.id}.`);
      const settings = ctx.definitions.settings(item.dn);
      const kind = item.kind === 'prd' ? null : item.kind;
      const categories = kind ? (catalog.categoriesOf(kind, [item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
      const owners = kind ? (catalog.ownersOf(kind, [item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
      const parameters =
        item.kind === 'resource' ? (catalog.parametersOf([item.dn]).get(item.dn.toLowerCase()) ?? []) : [];
      const entitlementDn = item.kind === 'resource' ? (catalog.resourceByDn(item.dn)?.entitlement_dn ?? '') : '';
      const isExisted = kind !== null && ctx.assignments.find(item.dn, acting.user.dn) !== undefined;
      const expiration = {
        isExpirationRequired: settings.expiration_required === 1,
        expiresAfter: settings.expires_after ?? '',
        isExisted,
      };
      return {
        id: item.dn,
        dn: item.dn,
        name: item.name,
        desc: item.description,
        entityType: item.kind.toUpperCase(),
        bulkRequestable: isBulkRequestable(item.kind, settings),
        categories: categories.map((c) => c.name),
        categoryDetails: categories.map((c) => ({ id: c.key, name: c.name })),
        link: '',
        multiAssignable: item.kind === 'resource',
        excluded: false,
        permParams: parameters.map((p) => {
          // A List parameter without a fixed value is chosen from a code map: the bound entitlement's values.
          const codemapKey =
            p.data_type === 'List' && p.static_value === '' && entitlementDn !== '' ? entitlementDn : '';
          return {
            key: p.key,
            dataType: p.data_type,
            value: p.static_value,
            hidden: p.hidden === 1,
            static: p.static_value !== '',
            displayLabel: p.display_label,
            codemapKey,
            valueLabel: p.static_value,
            entitlementDn: p.key === 'EntitlementParamKey' ? entitlementDn : '',
            optionQueryUrl: codemapKey ? `codeMap/${encodeURIComponent(codemapKey)}/values` : '',
            multivalue: false,
          };
        }),
        ...requestFormNode(item),
        ...expiration,
        expiration,
        owners: owners.map((o) => ({ id: o.dn, name: o.name, type: o.type })),
        level: item.level,
        processType: item.process_type,
        bulkApprovable: settings.bulk_approvable === 1,
        approval: approvalSummary(ctx, item, acting.user.dn),
      };
    },
  );

  // The options of a List parameter (the contract's CodeMapValuesNode); q 'default' (the contract's default) is any.
  app.get<{ Params: { id: string }; Querystring: PagingQuery }>(
    '/codeMap/:id/values',
    { schema: { params: { type: 'object', properties: { id: DN } }, querystring: querySchema(PAGING) } },
    async (request) => {
      const query = request.query.q === 'default' ? { ...request.query, q: '*' } : request.query;
      const result = ctx.definitions.codeMapValues(request.params.id, pageRequest(query));
      if (result.total === 0 && !ctx.definitions.codeMapExists(request.params.id))
        throw notFound(`No code map ${request.params.id}.`);
      return {
        ...pageFields(result),
        hasMore: result.nextIndex > 0,
        codeMapValues: result.rows.map((v) => ({
          id: v.value,
          value: v.value,
          type: 'entitlement',
          displayLabel: v.display_name,
          description: v.description,
          nativeValue: v.value,
        })),
      };
    },
  );

  const categoriesOf = landingAdmin(app.store.db);
  /**
   * Items by category. Not in the 4.8.6 contract, as its paged lists do (contract README "Paged lists"): `size`
   * limits each category's items (absent: all of them), `itemCategoryId` with `nextIndex` reads one category's
   * next page, `q` keeps the items whose name or description contain it; each category tells its `totalCount`
   * and `nextIndex` (-1: no more).
   */
  const itemsByCategory = (list: 'featured' | 'landing', editable: boolean, query: ItemsQuery) => {
    const q = (query.q ?? '').trim();
    const size = query.size === undefined ? 1_000_000 : Math.min(300, Math.max(1, Number(query.size)));
    const nextIndex = Math.max(1, Number(query.nextIndex ?? 1));
    const bulk = (row: LandingItemRow): boolean =>
      row.item_dn !== null && isBulkRequestable(row.entity_type, ctx.definitions.settings(row.item_dn));
    let shown;
    if (query.itemCategoryId !== undefined) {
      const one = categoriesOf.category(list, Number(query.itemCategoryId));
      if (!one) throw notFound(`There is no category ${query.itemCategoryId}.`);
      shown = [one];
    } else if (editable && q === '') {
      // Administrators (who edit the lists) see the categories without items too.
      shown = categoriesOf.categories(list);
    } else {
      shown = landing.categoriesWithItems(list, q).flatMap((id) => categoriesOf.category(list, id) ?? []);
    }
    return {
      itemCategories: shown.map((category) => {
        const page = landing.categoryPage(category.id, {
          q,
          size,
          nextIndex: query.itemCategoryId === undefined ? 1 : nextIndex,
        });
        return {
          image: '',
          itemCategoryId: category.id,
          categoryName: category.name,
          itemCategoryOrder: category.category_order,
          desc: category.description,
          subType: '',
          items: page.rows.map((row) => landingItemNode(row, bulk(row))),
          totalCount: page.total,
          nextIndex: page.nextIndex,
        };
      }),
      uncategorizedItems: [],
      editable,
    };
  };
  const itemsQuery = querySchema({ ...PAGING, itemCategoryId: INTEGER });

  app.get<{ Querystring: ItemsQuery }>('/featuredItems', { schema: { querystring: itemsQuery } }, async (request) =>
    itemsByCategory('featured', principalOf(request).user.is_admin === 1, request.query),
  );
  app.get<{ Querystring: ItemsQuery & { clientId?: string; images?: string } }>(
    '/ulp/landingItems/v2',
    { schema: { querystring: querySchema({ clientId: CLIENT_ID, images: FLAG, ...PAGING, itemCategoryId: INTEGER }) } },
    async (request) => itemsByCategory('landing', principalOf(request).user.is_admin === 1, request.query),
  );
};
