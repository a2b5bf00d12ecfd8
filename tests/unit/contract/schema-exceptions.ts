/** A place in an answer where the vendor's schema is itself wrong: real servers answer otherwise. */
export interface SchemaException {
  /** The JSON pointer(s) of the answer where the schema is wrong (matched against ajv's instancePath). */
  at: RegExp;
  /** Why the schema, not the sandbox, is wrong there. */
  reason: string;
}

/** Schema exceptions by operation (`METHOD path` as in SANDBOX_CALLS). Only for mistakes of the vendor's document. */
export const SCHEMA_EXCEPTIONS: Readonly<Record<string, readonly SchemaException[]>> = {
  'POST access/tasks/item': [
    {
      at: /^\/dataItems\/\d+\/values\/\d+$/,
      reason:
        'AfDataItemNode_nodes.values is Java List<Object>, which the generator wrote as items of type object; servers answer ' +
        'the values as strings, the same strings the approve call sends back (AfDataItemNode.values: string[]).',
    },
  ],
};
