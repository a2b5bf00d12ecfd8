/// <reference types="mocha" />
import { expect } from '@esm-bundle/chai';
import { configure, memoryCookieJar } from '../../src/core';
import { CONTEXT_JSON, fakeFetch, json, text, type RecordedCall } from '../unit/core/fakes';
import { waitFor } from './helpers';

// <idm-dashboard> and <idm-landing> as a host page meets them: the built elements against a fake server
// (a signed-in session, the REST answers the sandbox gives), tiles and items shown, idm-navigate bubbling and
// composed out of the shadow root.

const LANDING = {
  itemCategories: [
    {
      itemCategoryId: 1,
      categoryName: 'Popular',
      itemCategoryOrder: 1,
      desc: '',
      items: [
        { itemId: 11, name: 'My Tasks', desc: 'Open your tasks.', entityType: 'application', appUrl: '#/tasks' },
        { itemId: 12, name: 'Wiki', desc: '', entityType: 'application', appUrl: 'https://wiki.example.com/' },
      ],
      totalCount: 30,
      nextIndex: 3,
    },
  ],
  uncategorizedItems: [],
  editable: false,
};
const MORE = {
  ...LANDING,
  itemCategories: [
    {
      ...LANDING.itemCategories[0],
      items: [{ itemId: 13, name: 'Payroll', desc: '', entityType: 'application', appUrl: '#/requests' }],
      nextIndex: -1,
    },
  ],
};

const server = fakeFetch({
  LoadContextConfigServlet: () => json({ ...CONTEXT_JSON, applicationDomain: location.origin }),
  'access/dashboard?': () =>
    json({
      tasksData: { tasksCount: 7 },
      requestData: { requestPending: 3, requestApproved: 2 },
      rolesData: { rolesCount: 4 },
    }),
  'access/preference/dashboard': () =>
    json({ isPreferenceAvailable: false, columns: ['openTasks', 'requestsPending', 'requestAccess'] }),
  'access/info/user/dashboard': () =>
    json({ tiles: ['openTasks', 'requestsPending', 'requestAccess'], allowCustomization: true }),
  'access/ulp/landingItems/v2': (call: RecordedCall) => json(call.url.includes('itemCategoryId=1') ? MORE : LANDING),
  'access/ulp/l10n/': () => text(''),
  // What every element reads when it starts: who is signed in, their rights, the client's settings, the language.
  'access/users/userDefaults': () => json({ dn: 'cn=euser,ou=users,o=data', fullName: 'Eddie User' }),
  'access/info/user/rights': () => json({ authorized: true, clientId: '1', isAdmin: false, domains: [] }),
  'admin/display/settings/general': () => json({ defaultRowsPerPage: 10, optionsRowsPerPage: '5,10,25,50' }),
  'access/config/clients/1': () => json({ clientId: '1', config: {} }),
  'access/supportedlocales/': () => json('en'),
});

interface NavigateDetail {
  href: string;
}

/** The next idm-navigate the document hears, with whether it bubbled and left the shadow root. */
function nextNavigate(): Promise<{
  detail: NavigateDetail;
  bubbles: boolean;
  composed: boolean;
  target: EventTarget | null;
}> {
  return new Promise((resolve) => {
    document.addEventListener(
      'idm-navigate',
      (event) => {
        event.preventDefault();
        const { detail, bubbles, composed, target } = event as CustomEvent<NavigateDetail>;
        resolve({ detail, bubbles, composed, target });
      },
      { once: true },
    );
  });
}

describe('<idm-dashboard> and <idm-landing> (built)', () => {
  before(async () => {
    configure({
      consoleBase: `${location.origin}/idmdash/`,
      autoSignIn: false,
      env: {
        fetch: server.fetch,
        cookies: memoryCookieJar({ MFSSO_IDMDASH: 'Bearer,token-1', netiq_idm_rbpm_acsrf: 'csrf-1' }),
      },
    });
    await import(/* @vite-ignore */ '/dist/elements/idm-dashboard.js' as string);
    await import(/* @vite-ignore */ '/dist/elements/idm-landing.js' as string);
  });

  it('<idm-dashboard> shows the tiles with their counts; a tile fires idm-navigate (bubbling, composed)', async () => {
    const el = document.createElement('idm-dashboard');
    document.body.append(el);
    const root = () => el.shadowRoot as ShadowRoot;
    await waitFor(() => root()?.querySelectorAll('.dashboard-tile-count').length === 2, 5000);
    const tiles = [...root().querySelectorAll('.dashboard-tile')].map((tile) => tile.textContent?.trim());
    expect(tiles).to.have.length(3);
    expect(tiles[0]).to.contain('7');
    expect(tiles[1]).to.contain('3');
    expect(root().querySelector('[part~=dashboard] h2')?.textContent).to.equal('Dashboard');
    const navigated = nextNavigate();
    (root().querySelector('.dashboard-tile') as HTMLElement).click();
    const event = await navigated;
    expect(event.detail.href).to.equal('#/tasks');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
    el.remove();
  });

  it('<idm-landing> shows the items by category, reads the next page on Show more, and an in-app item fires idm-navigate', async () => {
    const el = document.createElement('idm-landing');
    document.body.append(el);
    const root = () => el.shadowRoot as ShadowRoot;
    await waitFor(() => (root()?.querySelectorAll('.landing-item').length ?? 0) === 2, 5000);
    expect(root().querySelector('.landing-category h3')?.textContent).to.equal('Popular');
    const wiki = root().querySelectorAll<HTMLAnchorElement>('a.landing-item')[1];
    expect(wiki?.getAttribute('href')).to.equal('https://wiki.example.com/');
    expect(wiki?.getAttribute('rel')).to.contain('noopener');
    const more = [...root().querySelectorAll('button')].find((b) => b.textContent?.startsWith('Show more'));
    expect(more?.textContent).to.equal('Show more of Popular (2 of 30 shown)');
    more?.click();
    await waitFor(() => root().querySelectorAll('.landing-item').length === 3, 5000);
    expect(server.callsTo('itemCategoryId=1')[0]?.url).to.contain('nextIndex=3');
    expect([...root().querySelectorAll('button')].some((b) => b.textContent?.startsWith('Show more'))).to.equal(false);
    const navigated = nextNavigate();
    (root().querySelector('.landing-item') as HTMLElement).click();
    const event = await navigated;
    expect(event.detail.href).to.equal('#/tasks');
    expect(event.bubbles && event.composed).to.equal(true);
    el.remove();
  });
});
