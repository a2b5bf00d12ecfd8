/** Every custom element this package defines; each has `elements/<tag>.ts` and is built to `dist/elements/<tag>.js`. */
export const elementTags = ['idm-console', 'idm-picker'] as const;

export type ElementTag = (typeof elementTags)[number];
