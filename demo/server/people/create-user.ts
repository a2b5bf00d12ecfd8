import { HttpFault } from '../http/fault.js';
import type { NewPerson } from '../db/people/write.js';
import { USER_ATTRIBUTES, type UserAttributeDef } from './attributes.js';
import { storedChange } from './changes.js';
import {
  PROBLEMS,
  checkPassword,
  checkValues,
  cleanValues,
  invalid,
  knownAttribute,
  type AttributeInput,
} from './input.js';
import { readUploadedPhoto } from './photos.js';

export interface CreateInput {
  container?: string;
  password?: string;
  profilePhoto?: string;
  profilePhotoName?: string;
  attributes: readonly AttributeInput[];
}

export interface CreateChecks {
  /** Containers users may be created in: lower-cased DN → DN. */
  containers: ReadonlyMap<string, string>;
  isUser(dn: string): boolean;
  cnTaken(cn: string): boolean;
}

export type PreparedPerson = Omit<NewPerson, 'passwordHash'> & {
  password: string;
  firstName: string;
  lastName: string;
};

/** Attributes with values, by definition: empty ones are ignored (spec section 5); unknown, repeated or not creatable ones refused. */
function collect(inputs: readonly AttributeInput[]): Map<UserAttributeDef, string[]> {
  const given = new Map<UserAttributeDef, string[]>();
  for (const input of inputs) {
    const values = cleanValues(input.values);
    if (values.length === 0) continue;
    const a = knownAttribute(input.key);
    if (!a.creatable) throw invalid(PROBLEMS.notCreatable(a));
    if (given.has(a)) throw invalid(PROBLEMS.twice(a));
    given.set(a, values);
  }
  return given;
}

/**
 * Checks a POST access/user body and prepares the new person. The first problem found is a 400 Fault
 * naming it: container, password, attributes (unknown, not creatable, required, by type, cn characters),
 * then the photo; a cn in use is 400 EXISTING_ENTITY.
 */
export function prepareNewPerson(input: CreateInput, checks: CreateChecks): PreparedPerson {
  const asked = input.container?.trim() ?? '';
  if (!asked) throw invalid('Container is required');
  const container = checks.containers.get(asked.toLowerCase());
  if (!container) throw invalid(`"${asked}" is not a container users can be created in`);
  checkPassword(input.password ?? '');
  const given = collect(input.attributes);
  for (const a of USER_ATTRIBUTES) if (a.required && !given.has(a)) throw invalid(PROBLEMS.required(a));
  for (const [a, values] of given) checkValues(a, values, checks.isUser);
  const value = (key: string): string => [...given].find(([a]) => a.key === key)?.[1][0] ?? '';
  const cn = value('CN');
  if (checks.cnTaken(cn))
    throw new HttpFault(400, 'EXISTING_ENTITY', `A user with the User ID "${cn}" already exists.`);
  const photo = input.profilePhoto?.trim() ? readUploadedPhoto(input.profilePhoto, input.profilePhotoName) : null;
  const { columns, values } = storedChange(given);
  const firstName = value('FirstName');
  const lastName = value('LastName');
  delete columns.cn;
  return {
    dn: `cn=${cn},${container}`,
    cn,
    containerDn: container,
    password: input.password ?? '',
    columns: { ...columns, full_name: `${firstName} ${lastName}` },
    values,
    photo,
    firstName,
    lastName,
  };
}
