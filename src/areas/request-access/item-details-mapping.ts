import type { CodeMapOptions, ItemDetails as ApiItemDetails, RequestItemDetails } from '../../api/access';
import { commonName } from '../../domain/format';
import { parseExpiresAfter } from './expiration';
import type { CatalogItem, FormField, ItemDetails } from './model';
import { catalogItemOf } from './request-access-mapping';
import { fieldTypeOf } from './request-form';

/*
 * An item's details as the details dialog and the cart show them: its form fields, approval and expiration.
 * Apart from the catalog's mappings, so a catalog's first screen does not load the forms' and dates' code.
 */

/**
 * A resource parameter as a request-form field: hidden and static ones are not asked for; the others
 * must be given (Integer → number, Boolean → check box, List → list, String → text). A List is a list
 * of its code map's options; without options to choose from it is typed in.
 */
export function formFieldOf(
  parameter: ApiItemDetails['parameters'][number],
  codeMaps: CodeMapOptions = {},
): FormField | null {
  if (parameter.hidden || parameter.static) return null;
  const type = fieldTypeOf(parameter.dataType);
  const options = type === 'list' ? (codeMaps[parameter.codemapKey] ?? []) : [];
  return {
    key: parameter.key,
    label: parameter.displayLabel || parameter.key,
    type: type === 'list' && options.length === 0 ? 'text' : type,
    required: type !== 'boolean',
    ...(parameter.value ? { defaultValue: parameter.value } : {}),
    ...(options.length > 0 ? { options } : {}),
  };
}

/**
 * A request definition's data item as a form field: labelled by its target, required when a value must
 * be set (a check box never is), a List with its values as options, other types starting with their
 * first value.
 */
export function dataItemFieldOf(item: ApiItemDetails['dataItems'][number]): FormField | null {
  if (!item.name) return null;
  const type = fieldTypeOf(item.dataType);
  const options = type === 'list' ? item.values.filter((v) => v.value !== '') : [];
  const initial = type === 'list' ? undefined : item.values[0]?.value;
  return {
    key: item.name,
    label: item.target || item.name,
    type: type === 'list' && options.length === 0 ? 'text' : type,
    required: item.valueSet && !item.readOnly && type !== 'boolean',
    ...(item.readOnly ? { readOnly: true } : {}),
    ...(initial ? { defaultValue: initial } : {}),
    ...(options.length > 0 ? { options } : {}),
  };
}

/** A request definition whose form only the server renders (an older form: named, not isNewForm). */
export const needsServerForm = (details: ApiItemDetails): boolean =>
  details.entityType === 'PRD' && details.requestForm !== '' && !details.isNewForm;

/**
 * The api's derived approval back into the fields src/domain/approval.ts derives from: not required for
 * none, non-standard for custom, a quorum for quorum; parallel is standard without a quorum (all approve).
 */
export function approvalFieldsOf(approval: ApiItemDetails['approval']): ItemDetails['approval'] {
  const type = approval.type.toLowerCase();
  return {
    required: type !== 'none' && type !== '',
    standard: type !== 'custom',
    quorum: type === 'quorum' ? approval.quorum : null,
    approvers: approval.approvers.map((a) => ({ id: a.dn, name: a.name, sequence: a.sequence })),
    requestDef: null,
    requestDefName: approval.requestDefName,
    parallel: type === 'parallel',
  };
}

/** A request definition's custom approval without a named process is the definition's own workflow. */
function withOwnProcess(approval: ItemDetails['approval'], item: CatalogItem): ItemDetails['approval'] {
  return item.kind === 'prd' && approval.standard === false && !approval.requestDefName
    ? { ...approval, requestDefName: item.name }
    : approval;
}

export function itemDetailsOf(
  details: ApiItemDetails,
  fallback: CatalogItem,
  codeMaps: CodeMapOptions = {},
): ItemDetails {
  const base = catalogItemOf(details) ?? fallback;
  const serverForm = needsServerForm(details);
  const fields = [
    ...details.parameters.map((p) => formFieldOf(p, codeMaps)),
    ...(serverForm ? [] : details.dataItems.map(dataItemFieldOf)),
  ];
  return {
    ...base,
    categories: base.categories.length > 0 ? base.categories : fallback.categories,
    owners: details.owners.map((o) => ({ dn: o.dn, name: o.name || commonName(o.dn), type: o.type })),
    approval: withOwnProcess(approvalFieldsOf(details.approval), base),
    parameters: fields.filter((f): f is FormField => f !== null),
    allowsDates: base.kind !== 'prd',
    expiration: { required: details.isExpirationRequired, maxDuration: parseExpiresAfter(details.expiresAfter) },
    needsServerForm: serverForm,
  };
}

/** A details answer (with its List options) as the details view shows it. */
export const requestItemDetailsOf = (details: RequestItemDetails, item: CatalogItem): ItemDetails =>
  itemDetailsOf(details, item, details.codeMaps);
