import type { PeopleReader, PersonRow } from '../db/people/read.js';
import { joinDistinctParts } from '../../../src/domain/format.js';
import { personImage } from './person-details.js';

/** The swagger's quick-info attribute of an org chart node. */
export interface OrgAttribute {
  key: string;
  displayLabel: string;
  value: string;
  dataType: string;
}

/**
 * One box of the org chart: the swagger's UserQuickInfoNode (dn, image, fullName, attributes, primary
 * and secondary attributes, totalNumberOfReportees, directReportee) plus the spec's org chart node fields
 * (entityKey, entityDefinitionKey, emailAttribute, primaryAttrsDisplayValue) and `photo`.
 */
export interface OrgChartNode {
  dn: string;
  entityKey: string;
  entityDefinitionKey: 'user';
  fullName: string;
  image: string;
  photo: string;
  emailAttribute: string;
  primaryAttrsDisplayValue: string;
  attributes: OrgAttribute[];
  primaryAttributes: OrgAttribute[];
  secondaryAttributes: OrgAttribute[];
  totalNumberOfReportees: number;
  /** Set on the managers above the person asked about: the DN one level below this one. */
  directReportee?: string;
}

const attr = (key: string, displayLabel: string, value: string): OrgAttribute => ({
  key,
  displayLabel,
  value,
  dataType: 'String',
});

export function orgChartNode(
  row: PersonRow,
  reader: PeopleReader,
  reportees: number,
  directReportee?: string,
): OrgChartNode {
  const primary = [attr('Title', 'Title', row.title), attr('Department', 'Department', row.department)].filter(
    (a) => a.value !== '',
  );
  const secondary = [
    attr('Email', 'Email', row.email),
    attr('TelephoneNumber', 'Telephone Number', row.telephone),
    attr('Location', 'Location', row.location),
  ].filter((a) => a.value !== '');
  const image = personImage(row, reader);
  return {
    dn: row.dn,
    entityKey: row.dn,
    entityDefinitionKey: 'user',
    fullName: row.full_name,
    image,
    photo: image,
    emailAttribute: row.email,
    primaryAttrsDisplayValue: joinDistinctParts(primary.map((a) => a.value)),
    attributes: [...primary, ...secondary],
    primaryAttributes: primary,
    secondaryAttributes: secondary,
    totalNumberOfReportees: reportees,
    ...(directReportee === undefined ? {} : { directReportee }),
  };
}
