import { lazy, type ComponentType } from 'react';

/** The area's views behind its tabs: a page or an element gives the one it opens on, the others stay lazy. */
export interface WorkflowMonitorViews {
  processes: ComponentType<{ onOpen(requestId: string, name: string): void }>;
  process: ComponentType<{ requestId: string; name?: string; onBack(): void }>;
  queue: ComponentType;
  engines: ComponentType;
}

/** Each view as its own chunk, loaded when first opened. */
export const LAZY_VIEWS: WorkflowMonitorViews = {
  processes: lazy(() => import('./ProcessList').then((module) => ({ default: module.ProcessList }))),
  process: lazy(() => import('./ProcessDetail').then((module) => ({ default: module.ProcessDetail }))),
  queue: lazy(() => import('./WorkQueue').then((module) => ({ default: module.WorkQueue }))),
  engines: lazy(() => import('./EngineAdmin').then((module) => ({ default: module.EngineAdmin }))),
};
