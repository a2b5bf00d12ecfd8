import type { LookupQuery } from '../lookups/types';

export type RelationshipType = 'orgchart' | 'team-management' | 'all';

/** An org chart relationship (the contract's RelationshipNode). */
export interface Relationship {
  key: string;
  displayName: string;
  type: string;
  sourceEntityKey: string;
  sourceAttributeKey: string;
  targetEntityKey: string;
  targetAttributeKey: string;
}

export interface RelationshipQuery extends LookupQuery {
  /** Missing, empty or unknown types mean `orgchart` on the server. */
  relationshipType?: RelationshipType;
  sourceEntityKey?: string;
  clientId?: string;
}

export interface OrgAttribute {
  key: string;
  label: string;
  value: string;
  dataType: string;
}

/** One box of the org chart (spec section 3 "Org chart node" and the contract's UserQuickInfoNode). */
export interface OrgChartNode {
  dn: string;
  entityKey: string;
  entityDefinitionKey: string;
  fullName: string;
  photo: string | null;
  email: string;
  /** The primary attributes' values as one line (e.g. title and department). */
  primaryDisplay: string;
  primaryAttributes: OrgAttribute[];
  secondaryAttributes: OrgAttribute[];
  reportCount: number;
  /** On managers: the DN one level below them in the chain; null elsewhere. */
  directReportee: string | null;
}

export interface OrgChartQuery {
  /** The person in the middle; the signed-in user when left out. */
  entityDn?: string;
  /** Relationship keys ('manager', 'team'); the server's default ('manager') when empty. */
  relationshipKeys?: readonly string[];
  entityDefKey?: string;
  clientId?: string;
  /** 1-based start of the reportees page. */
  nextIndex?: number;
  size?: number;
}

export interface OrgChart {
  person: OrgChartNode | null;
  /** One page of the people one level below. */
  reportees: OrgChartNode[];
  reportCount: number;
  /** The chain above (nearest first) or the level-up choices of a multi-valued relationship. */
  managers: OrgChartNode[];
  /** Start of the next reportees page, -1 when there is none. */
  nextIndex: number;
}

export interface LevelUpQuery {
  dn: string;
  relationshipKey: string;
  clientId?: string;
  nextIndex?: number;
  size?: number;
}

export interface LevelUpOptions {
  person: OrgChartNode | null;
  options: OrgChartNode[];
  nextIndex: number;
  total?: number;
}
