export const CHROMIUM_ARGS: string[];
export const CHROMIUM_MISSING: string;
export function findChromium(): Promise<string | null>;
