import { version } from '../../package.json';

/** The version of this bundle's core; two bundles on one page compare it to warn about a mismatch. */
export const CORE_VERSION: string = version;
