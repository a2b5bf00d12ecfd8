// swagger2openapi ships no types; the one call scripts/contract-types.ts makes.
declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    resolve?: boolean;
  }
  export function convertObj(swagger: object, options: ConvertOptions): Promise<{ openapi: Record<string, unknown> }>;
}
