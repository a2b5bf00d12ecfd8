import { DEFAULT_SECTION } from '../../core/navigation';

/** Help pages whose name is not the route segment (spec section 2, "Help"). */
const HELP_PAGE_EXCEPTIONS: Readonly<Record<string, string>> = {
  igConfiguration: 'igconfiguration',
  dashboard: 'dashboard_intro',
  emailapproval: 'email-approvals',
  entities: 'manage-entities',
  editlanding: 'landing-edit',
  proxyassignments: 'proxy-assign',
  createUser: 'users',
};

/** The section whose help page is named by its second segment. */
const SECOND_SEGMENT_SECTION = 'configuration';

/**
 * The help page for a route's segments: the first segment (configuration: the second, when there
 * is one), renamed where the spec says so. The empty route is the home page, 'default'.
 */
export function helpPageFor(segments: readonly string[]): string {
  const first = segments[0] ?? DEFAULT_SECTION;
  const second = segments[1];
  const key = first === SECOND_SEGMENT_SECTION && second ? second : first;
  return HELP_PAGE_EXCEPTIONS[key] ?? key;
}

/** `<consoleBase>help/<locale>/<page>.html` — the sandbox and real servers serve the help there. */
export function helpUrl(consoleBase: string, locale: string, page: string): string {
  return new URL(`help/${encodeURIComponent(locale)}/${encodeURIComponent(page)}.html`, consoleBase).href;
}

/** Spec section 9: the help popup is 900 by 600; `noopener` keeps the console out of its reach. */
export const HELP_WINDOW_NAME = 'idmHelp';
export const HELP_WINDOW_FEATURES = 'width=900,height=600,noopener';
