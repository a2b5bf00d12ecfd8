import { RESOURCE_DEFS, idFromName, resourceDn } from '../../dns.js';
import type { ResourceRow } from '../../db/lookups/catalog.js';
import type { ParameterInput } from '../../db/resources/resources.js';
import { HttpFault, badInput } from '../../http/fault.js';
import {
  approvalOf,
  categoriesOf,
  description,
  flag,
  isObject,
  list,
  localized,
  name as nameOf,
  ownersOf,
  text,
  type ApprovalInput,
  type Json,
} from '../../roles/input.js';
import { assertManages, resourceOr404, type Caller, type ResourceAdmin } from './context.js';
import { ENTITLEMENT_PARAM_KEY, bindingOf, expirationOf, grantApprovalOf, parametersOf } from './resource-input.js';

/** Values of a request-time entitlement value are offered as a List up to this many, else typed in. */
const LIST_MAX_VALUES = 60;

function checkApproval(
  ctx: ResourceAdmin,
  approval: ApprovalInput | undefined,
  prefix: 'approvers' | 'revokeApprovers',
) {
  if (!approval) return;
  approval.approvers.forEach((a, index) => {
    if (!ctx.approvals.userExists(a.dn))
      throw badInput(`Invalid input: ${prefix}[${index}]: there is no user or group ${a.dn}.`);
  });
  if (approval.requestDef && !ctx.approvals.prd(approval.requestDef, 'Resource Approval'))
    throw badInput(
      `Invalid input: the request definition ${approval.requestDef} is not a resource approval definition.`,
    );
}

function revokeOf(ctx: ResourceAdmin, body: Json): ApprovalInput | 'same-as-grant' | undefined {
  if (flag(body, 'revokeEqualsGrant') === true) return 'same-as-grant';
  const revoke = approvalOf(body, 'revoke');
  checkApproval(ctx, revoke, 'revokeApprovers');
  return revoke;
}

/** The binding checked against the catalog: the entitlement belongs to the driver, a static value is one of its values. */
function checkedBinding(ctx: ResourceAdmin, body: Json) {
  const binding = bindingOf(body);
  if (!binding) return binding;
  const { drivers } = ctx.app.store.lookups;
  if (!drivers.driverByDn(binding.driverDn)) throw badInput(`Invalid input: there is no driver ${binding.driverDn}.`);
  const entitlement = drivers
    .entitlementsOf(binding.driverDn, false)
    .find((e) => e.dn.toLowerCase() === binding.entitlementDn.toLowerCase());
  if (!entitlement) throw badInput(`Invalid input: ${binding.entitlementDn} is not an entitlement of the driver.`);
  if (binding.value !== null && entitlement.valueless === 0 && !drivers.valueExists(entitlement.dn, binding.value))
    throw badInput(`Invalid input: ${binding.value} is not a value of the entitlement ${entitlement.name}.`);
  return { ...binding, entitlementDn: entitlement.dn, entitlement };
}

/**
 * Parameters as stored: a binding to an entitlement with values but without a value gets the EntitlementParamKey
 * parameter (a List of the entitlement's values, or a String when it has many) unless the body gives one.
 */
function withEntitlementParameter(
  ctx: ResourceAdmin,
  parameters: ParameterInput[] | undefined,
  binding: ReturnType<typeof checkedBinding>,
): ParameterInput[] | undefined {
  if (!binding || binding.value !== null || binding.entitlement.valueless === 1) {
    return parameters?.filter((p) => p.key !== ENTITLEMENT_PARAM_KEY);
  }
  const given = parameters?.find((p) => p.key === ENTITLEMENT_PARAM_KEY);
  const count = ctx.app.store.lookups.drivers.valueCount(binding.entitlement.dn);
  const entitlementParameter: ParameterInput = {
    key: ENTITLEMENT_PARAM_KEY,
    label: given?.label && given.label !== ENTITLEMENT_PARAM_KEY ? given.label : binding.entitlement.name,
    dataType: count <= LIST_MAX_VALUES ? 'List' : 'String',
    staticValue: '',
    hidden: false,
  };
  return [entitlementParameter, ...(parameters ?? []).filter((p) => p.key !== ENTITLEMENT_PARAM_KEY)];
}

const parse = (json: string): Record<string, string> => JSON.parse(json) as Record<string, string>;

function uniqueName(ctx: ResourceAdmin, name: string): void {
  if (ctx.resources.byName(name))
    throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: a resource named ${name} exists already.`);
}

/** Everything of a ResourceNode besides name, binding and texts: categories, owners, approvals, request form, expiration. */
function applySettings(ctx: ResourceAdmin, dn: string, body: Json, creating: boolean): void {
  const grant = grantApprovalOf(body);
  checkApproval(ctx, grant, 'approvers');
  const revoke = revokeOf(ctx, body);
  const keys = categoriesOf(body, 'resource', (k, keys) => ctx.app.store.lookups.catalog.categoryKeysExist(k, keys));
  const people = ownersOf(body, (dn, type) => ctx.approvals.ownerExists(dn, type));
  const expiration = expirationOf(body);
  const requestDef = text(body, 'provisioningRequestDef');
  if (requestDef && !ctx.approvals.prd(requestDef, 'Provisioning'))
    throw badInput('Invalid input: provisioningRequestDef is not a provisioning request definition.');
  if (keys) ctx.resources.setCategories(dn, keys);
  if (people) ctx.resources.setOwners(dn, people);
  if (grant) ctx.approvals.setApproval(dn, 'grant', grant);
  else if (creating)
    ctx.approvals.setApproval(dn, 'grant', {
      required: false,
      standard: true,
      quorum: null,
      approvers: [],
      requestDef: null,
    });
  if (revoke) ctx.approvals.setApproval(dn, 'revoke', revoke);
  if (expiration) ctx.resources.setExpiration(dn, expiration.required, expiration.after);
  if (requestDef !== undefined) ctx.resources.setRequestDef(dn, requestDef);
}

interface NewResourceInput {
  name: string;
  description: string | undefined;
  binding: ReturnType<typeof checkedBinding>;
  value?: string | null;
}

function insertResource(ctx: ResourceAdmin, caller: Caller, body: Json, input: NewResourceInput): string {
  assertManages(caller, { name: input.name, dn: RESOURCE_DEFS }, 'createResource');
  uniqueName(ctx, input.name);
  const id = idFromName(input.name);
  if (id === '') throw badInput('Invalid input: name needs at least one letter or digit.');
  let dn = resourceDn(id);
  for (let n = 2; ctx.resources.byDn(dn); n++) dn = resourceDn(`${id}${n}`);
  const names = { ...localized(body, 'localizedNames', 'name'), en: input.name };
  const descriptions = { ...localized(body, 'localizedDescriptions', 'desc') };
  if (input.description !== undefined) descriptions.en = input.description;
  const value = input.value !== undefined ? input.value : (input.binding?.value ?? null);
  ctx.resources.insert({
    dn,
    id,
    names,
    descriptions,
    createdAt: ctx.app.sandbox.now(),
    driverDn: input.binding?.driverDn ?? null,
    entitlementDn: input.binding?.entitlementDn ?? null,
    value,
  });
  const binding = input.binding ? { ...input.binding, value } : input.binding;
  const parameters = withEntitlementParameter(ctx, parametersOf(body), binding);
  if (parameters) ctx.resources.setParameters(dn, parameters);
  applySettings(ctx, dn, body, true);
  return dn;
}

/** POST catalog/resources: one new resource (names trimmed and validated, unique); answers its DN. */
export function createResource(ctx: ResourceAdmin, caller: Caller, body: unknown): string {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a ResourceNode.');
  const name = nameOf(body, 'name', true) ?? '';
  return insertResource(ctx, caller, body, {
    name,
    description: description(body),
    binding: checkedBinding(ctx, body),
  });
}

/**
 * POST catalog/resources?fromEntitlement=true: one resource per value in entitlementValues (EntitlementValueNode:
 * value or id, valueDisplayName; resourceName and resourceDescription when given), bound to the driver's entitlement.
 * Each value is its own item: one that fails (a name in use, a value the entitlement lacks) is reported.
 */
export function createFromEntitlement(ctx: ResourceAdmin, caller: Caller, body: unknown) {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a ResourceNode.');
  const binding = checkedBinding(ctx, body);
  if (!binding)
    throw badInput('Invalid input: driver and entitlements[0].id are required to create from an entitlement.');
  const values = list(body, 'entitlementValues', 500) ?? [];
  if (values.length === 0) throw badInput('Invalid input: entitlementValues needs at least one value.');
  const { drivers } = ctx.app.store.lookups;
  return values.map((entry, index) => () => {
    const value = text(entry, 'value') || text(entry, 'id') || '';
    if (!value) throw badInput(`Invalid input: entitlementValues[${index}].value is required.`);
    const found = drivers.value(binding.entitlementDn, value);
    if (!found) throw badInput(`${value} is not a value of the entitlement ${binding.entitlement.name}.`);
    const nameBody = { name: text(entry, 'resourceName') || `${binding.entitlement.name} ${found.display_name}` };
    const name = nameOf(nameBody, 'name', true) ?? '';
    const desc = description({ description: text(entry, 'resourceDescription') ?? found.description });
    const dn = insertResource(
      ctx,
      caller,
      { ...body, resourceParameters: body.resourceParameters ?? [] },
      {
        name,
        description: desc,
        binding,
        value: found.value,
      },
    );
    return { id: dn, name, dn, entityType: 'resource' };
  });
}

/** PUT catalog/resources/resource (and each of PUT catalog/resources/resources): changes what the body names. */
export function updateResource(ctx: ResourceAdmin, caller: Caller, body: unknown): ResourceRow {
  if (!isObject(body)) throw badInput('Invalid input: the body must be a ResourceNode.');
  const dn = text(body, 'id');
  if (!dn) throw badInput('Invalid input: id (the resource DN) is required.');
  const resource = resourceOr404(ctx, dn);
  assertManages(caller, resource, 'modifyResource');
  const name = nameOf(body, 'name');
  if (name && name.toLowerCase() !== resource.name.toLowerCase()) uniqueName(ctx, name);
  const desc = description(body);
  const localNames = localized(body, 'localizedNames', 'name');
  const localDescriptions = localized(body, 'localizedDescriptions', 'desc');
  const binding = checkedBinding(ctx, body);
  const names = localNames ? { ...localNames, en: parse(resource.names).en ?? resource.name } : parse(resource.names);
  const descriptions = localDescriptions
    ? { ...localDescriptions, en: parse(resource.descriptions).en ?? resource.description }
    : parse(resource.descriptions);
  if (name) names.en = name;
  if (desc !== undefined) descriptions.en = desc;
  ctx.resources.setTexts(resource.dn, names, descriptions);
  if (binding !== undefined)
    ctx.resources.setBinding(
      resource.dn,
      binding?.driverDn ?? null,
      binding?.entitlementDn ?? null,
      binding?.value ?? null,
    );
  const parameters = parametersOf(body);
  if (parameters !== undefined || binding !== undefined) {
    const effective =
      binding !== undefined
        ? binding
        : resource.driver_dn && resource.entitlement_dn
          ? checkedBinding(ctx, {
              driver: resource.driver_dn,
              entitlements: [{ id: resource.entitlement_dn, parameterValue: resource.entitlement_value ?? '' }],
            })
          : null;
    const current = ctx.app.store.lookups.catalog.parametersOf([resource.dn]).get(resource.dn.toLowerCase()) ?? [];
    const kept: ParameterInput[] = current.map((p) => ({
      key: p.key,
      label: p.display_label,
      dataType: p.data_type as ParameterInput['dataType'],
      staticValue: p.static_value,
      hidden: p.hidden === 1,
    }));
    ctx.resources.setParameters(resource.dn, withEntitlementParameter(ctx, parameters ?? kept, effective) ?? []);
  }
  applySettings(ctx, resource.dn, body, false);
  return resourceOr404(ctx, resource.dn);
}
