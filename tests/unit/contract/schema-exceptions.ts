/** A place in an answer where the vendor's schema is itself wrong: real servers answer otherwise. */
export interface SchemaException {
  /** The JSON pointer(s) of the answer where the schema is wrong (matched against ajv's instancePath). */
  at: RegExp;
  /** Why the schema, not the sandbox, is wrong there. */
  reason: string;
}

/** Schema exceptions by operation (`METHOD path` as in SANDBOX_CALLS). Only for mistakes of the vendor's document. */
export const SCHEMA_EXCEPTIONS: Readonly<Record<string, readonly SchemaException[]>> = {
};
