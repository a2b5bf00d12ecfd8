import type { EntityDataType } from '../../../../src/domain/entities.js';
import { ORGANIZATION } from '../../dns.js';

/**
 * The directory's custom entity definitions (README "Entities"): what access/entities/definitions, schema and
 * list answer for them. Items live in `entity_items`; DN-valued attributes relate them to users and to each
 * other; `orgChart` names the relationship an item's org chart follows (its parent).
 */
export interface CustomAttribute {
  key: string;
  displayLabel: string;
  dataType: EntityDataType;
  isRequired: boolean;
  isSearchable: boolean;
  isMultivalued: boolean;
  /** DN values: the definition they point to (`user` or a custom key). */
  lookupEntity?: string;
  /** Text values chosen from a global list (access/entities/globalList?key=). */
  globalList?: string;
  rangeStart?: number;
  rangeEnd?: number;
}

export interface CustomDefinition {
  key: string;
  display: string;
  container: string;
  namingAttribute: string;
  attributes: readonly CustomAttribute[];
  /** The DN attribute pointing at the parent item of the same definition (its org chart), if any. */
  orgChart?: string;
}

export const ENTITIES_CONTAINER = `ou=entities,${ORGANIZATION}`;

type Options = Partial<Omit<CustomAttribute, 'key' | 'displayLabel' | 'dataType'>>;
const attr = (key: string, displayLabel: string, dataType: EntityDataType, options: Options = {}): CustomAttribute => ({
  key,
  displayLabel,
  dataType,
  isRequired: false,
  isSearchable: dataType === 'String',
  isMultivalued: false,
  ...options,
});
const name = (label = 'Name') => attr('cn', label, 'String', { isRequired: true });
const dn = (key: string, label: string, lookupEntity: string, options: Options = {}) =>
  attr(key, label, 'DN', { lookupEntity, ...options });

export const CUSTOM_DEFINITIONS: readonly CustomDefinition[] = [
  {
    key: 'location',
    display: 'Location',
    container: `ou=locations,${ENTITIES_CONTAINER}`,
    namingAttribute: 'cn',
    orgChart: 'parentLocation',
    attributes: [
      name(),
      attr('description', 'Description', 'String'),
      attr('city', 'City', 'String'),
      attr('country', 'Country', 'String', { globalList: 'countries' }),
      dn('parentLocation', 'Parent Location', 'location'),
      dn('siteManager', 'Site Manager', 'user'),
    ],
  },
  {
    key: 'costCenter',
    display: 'Cost Center',
    container: `ou=costcenters,${ENTITIES_CONTAINER}`,
    namingAttribute: 'cn',
    orgChart: 'parentCostCenter',
    attributes: [
      name('Code'),
      attr('description', 'Description', 'String', { isRequired: true }),
      dn('owner', 'Owner', 'user'),
      dn('parentCostCenter', 'Parent Cost Center', 'costCenter'),
      attr('budget', 'Annual Budget', 'Integer', { rangeStart: 0, rangeEnd: 100000000 }),
    ],
  },
  {
    key: 'device',
    display: 'Device',
    container: `ou=devices,${ENTITIES_CONTAINER}`,
    namingAttribute: 'cn',
    attributes: [
      name('Host Name'),
      attr('serialNumber', 'Serial Number', 'String'),
      attr('deviceType', 'Device Type', 'String', { isRequired: true, globalList: 'deviceTypes' }),
      dn('owner', 'Owner', 'user'),
      dn('location', 'Location', 'location'),
      dn('costCenter', 'Cost Center', 'costCenter'),
      attr('managed', 'Managed', 'Boolean'),
    ],
  },
  {
    key: 'application',
    display: 'Application',
    container: `ou=applications,${ENTITIES_CONTAINER}`,
    namingAttribute: 'cn',
    attributes: [
      name(),
      attr('description', 'Description', 'String'),
      attr('vendor', 'Vendor', 'String'),
      dn('owner', 'Owner', 'user', { isRequired: true }),
      dn('costCenter', 'Cost Center', 'costCenter'),
      dn('servers', 'Servers', 'device', { isMultivalued: true }),
    ],
  },
];

const BY_KEY = new Map(CUSTOM_DEFINITIONS.map((d) => [d.key.toLowerCase(), d]));

/** The custom definition of a key (any case), or undefined. */
export const customDefinition = (key: string): CustomDefinition | undefined => BY_KEY.get(key.toLowerCase());

/** Global lists (access/entities/globalList): key → value → label. */
export const GLOBAL_LISTS: Readonly<
  Record<string, { display: string; entries: readonly (readonly [string, string])[] }>
> = {
  countries: {
    display: 'Countries',
    entries: [
      ['DE', 'Germany'],
      ['FR', 'France'],
      ['GB', 'United Kingdom'],
      ['IL', 'Israel'],
      ['AE', 'United Arab Emirates'],
      ['IN', 'India'],
      ['US', 'United States'],
      ['BR', 'Brazil'],
      ['JP', 'Japan'],
    ],
  },
  deviceTypes: {
    display: 'Device Types',
    entries: [
      ['laptop', 'Laptop'],
      ['desktop', 'Desktop'],
      ['server', 'Server'],
      ['phone', 'Mobile Phone'],
      ['tablet', 'Tablet'],
      ['printer', 'Printer'],
      ['network', 'Network Device'],
    ],
  },
};

/** The allowed values of an attribute with a global list (none: any text). */
export const choicesOf = (attribute: CustomAttribute): string[] | undefined =>
  attribute.globalList ? (GLOBAL_LISTS[attribute.globalList]?.entries ?? []).map(([value]) => value) : undefined;
