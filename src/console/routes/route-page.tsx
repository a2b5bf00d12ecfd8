import { lazy, useState, type ComponentType } from 'react';
import type { AreaPageModule } from '../../core/navigation';

export interface RoutePage {
  Page: ComponentType;
  /** Starts loading the page's module (once); the route's navigation calls it before the route renders. */
  preload(): Promise<AreaPageModule>;
}

/**
 * A route's page from its module: rendered in that very render when the module is in already (the landing
 * script and the navigation's route loads start it before the route renders), else through `React.lazy`.
 * `lazy` alone suspends on its first render even when its module is in, and a fallback that shows holds the
 * page back for React's reveal throttle (300 ms). Each mounted page keeps the way it was first rendered, so
 * the module's arrival never remounts it.
 */
export function routePage(load: () => Promise<AreaPageModule>): RoutePage {
  let loaded: ComponentType | null = null;
  let started: Promise<AreaPageModule> | null = null;
  const preload = () =>
    (started ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { Page, preload };
}
