import type { AttributeInput } from '../../people/input.js';
import { DN } from '../lookups/schemas.js';

/**
 * JSON schemas of the people bodies. Types and sizes are checked here (400 INV_INPUT); the rules that
 * name a problem (cn characters, password, values by type) in people/input.ts. Unknown properties are
 * dropped. A photo travels as a data URL or base64 (59 kb of image is about 80,000 characters).
 */
const ATTRIBUTE_INPUT = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 64 },
    values: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100_000 } },
    action: { type: 'string', maxLength: 16 },
    name: { type: 'string', maxLength: 255 },
    dataType: { type: 'string', maxLength: 16 },
    isRequired: { type: 'boolean' },
    hidden: { type: 'boolean' },
  },
} as const;

const ATTRIBUTES = { type: 'array', maxItems: 50, items: ATTRIBUTE_INPUT } as const;

export interface CreateUserBody {
  container?: string;
  password?: string;
  profilePhoto?: string;
  /** Sandbox extension: the photo file's name, checked like an upload's. */
  profilePhotoName?: string;
  namingAttr?: string;
  attributes: AttributeInput[];
}

export const createUserBody = {
  type: 'object',
  required: ['attributes'],
  additionalProperties: false,
  properties: {
    container: { type: 'string', maxLength: 1024 },
    password: { type: 'string', maxLength: 256 },
    profilePhoto: { type: 'string', maxLength: 100_000 },
    profilePhotoName: { type: 'string', maxLength: 255 },
    namingAttr: { type: 'string', maxLength: 64 },
    displayPhoto: { type: 'boolean' },
    attributes: ATTRIBUTES,
  },
} as const;

export interface UpdateUserBody {
  dn: string;
  attributes: AttributeInput[];
}

export const updateUserBody = {
  type: 'object',
  required: ['dn', 'attributes'],
  additionalProperties: false,
  properties: { dn: DN, attributes: { ...ATTRIBUTES, minItems: 1 } },
} as const;

export interface DeleteUsersBody {
  members: { dn: string; name?: string }[];
  reason?: string;
}

export const deleteUsersBody = {
  type: 'object',
  required: ['members'],
  additionalProperties: false,
  properties: {
    members: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['dn'],
        additionalProperties: false,
        properties: {
          dn: DN,
          name: { type: 'string', maxLength: 256 },
          firstName: { type: 'string', maxLength: 256 },
          lastName: { type: 'string', maxLength: 256 },
        },
      },
    },
    reason: { type: 'string', maxLength: 1024 },
    nextIndex: { type: 'integer' },
    arraySize: { type: 'integer' },
    token: { type: 'string', maxLength: 1024 },
  },
} as const;

export const personRefBody = {
  type: 'object',
  required: ['dn'],
  additionalProperties: false,
  properties: {
    dn: DN,
    name: { type: 'string', maxLength: 256 },
    firstName: { type: 'string', maxLength: 256 },
    lastName: { type: 'string', maxLength: 256 },
  },
} as const;
