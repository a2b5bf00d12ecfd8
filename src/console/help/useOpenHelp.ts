import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { routeSegments } from '../../core/navigation';
import { useCore, useCoreStore } from '../../core/react';
import { HELP_WINDOW_FEATURES, HELP_WINDOW_NAME, helpPageFor, helpUrl } from './help-page';

export type OpenWindow = (url: string, name: string, features: string) => void;

const openWithBrowser: OpenWindow = (url, name, features) => {
  window.open(url, name, features);
};

/** Opens the help page of the current route in the 900 by 600 help popup. */
export function useOpenHelp(openWindow: OpenWindow = openWithBrowser): () => void {
  const core = useCore();
  const { locale } = useCoreStore('$locale');
  const { pathname } = useLocation();
  return useCallback(() => {
    const url = helpUrl(core.options.consoleBase, locale, helpPageFor(routeSegments(pathname)));
    openWindow(url, HELP_WINDOW_NAME, HELP_WINDOW_FEATURES);
  }, [core, locale, pathname, openWindow]);
}
