/** Entity definitions answered by access/entities/list; `source` says which table holds the objects. */
export interface EntityAttribute {
  key: string;
  displayLabel: string;
  dataType: 'String' | 'DN';
  isSearchable: boolean;
}

export interface EntityDefinition {
  key: string;
  name: string;
  source: 'user' | 'group';
  attributes: readonly EntityAttribute[];
}

const text = (key: string, displayLabel: string): EntityAttribute => ({
  key,
  displayLabel,
  dataType: 'String',
  isSearchable: true,
});

export const ENTITY_DEFINITIONS: readonly EntityDefinition[] = [
  {
    key: 'user',
    name: 'User',
    source: 'user',
    attributes: [
      text('FirstName', 'First Name'),
      text('LastName', 'Last Name'),
      text('Email', 'Email'),
      text('TelephoneNumber', 'Telephone Number'),
      text('Title', 'Title'),
      text('Department', 'Department'),
      text('CN', 'User ID'),
      { key: 'manager', displayLabel: 'Manager', dataType: 'DN', isSearchable: false },
    ],
  },
  {
    key: 'group',
    name: 'Group',
    source: 'group',
    attributes: [text('CN', 'Name'), text('Description', 'Description')],
  },
];
