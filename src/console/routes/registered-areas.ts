import type { AreaRoutes } from '../../core/navigation';
import { collectSections } from './area-registry';

/**
 * Every `src/areas/<area>/routes.ts`, found at build time. The declarations are small (paths, page
 * keys, link builders); each page comes as its own chunk through the `load()` it declares.
 */
const modules = import.meta.glob<{ default: AreaRoutes }>('../../areas/*/routes.ts', { eager: true });

export const AREA_SECTIONS = collectSections(modules);
