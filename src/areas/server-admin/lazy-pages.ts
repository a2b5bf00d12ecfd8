import { lazy, type ComponentType } from 'react';
import type { ServerAdminPage } from './pages';

/** Each of the area's pages as its own chunk, loaded when its tab is first chosen. */
export const LAZY_PAGES: Record<ServerAdminPage, ComponentType> = {
  caching: lazy(() => import('./Caching').then((module) => ({ default: module.Caching }))),
  logging: lazy(() => import('./Logging').then((module) => ({ default: module.Logging }))),
  auditing: lazy(() => import('./Auditing').then((module) => ({ default: module.Auditing }))),
  statistics: lazy(() => import('./Statistics').then((module) => ({ default: module.Statistics }))),
};
