import type { Database } from 'better-sqlite3';
import { newEntityDn } from '../../../../src/domain/entities.js';
import { demoDn, DEMO_ACCOUNTS } from '../../demo-accounts.js';
import { createRandom, type Random } from '../seed/prng.js';
import { customDefinition, type CustomDefinition } from './definitions.js';
import { entityItems, type EntityItem } from './items.js';

const VERSION = '1';

/** [name, city, country, parent name] — a region tree: the org chart of locations. */
const LOCATIONS: readonly (readonly [string, string, string, string | null])[] = [
  ['Global', '', '', null],
  ['EMEA', '', '', 'Global'],
  ['Americas', '', '', 'Global'],
  ['APAC', '', '', 'Global'],
  ['Berlin Headquarters', 'Berlin', 'DE', 'EMEA'],
  ['Berlin Data Center', 'Berlin', 'DE', 'Berlin Headquarters'],
  ['Paris Office', 'Paris', 'FR', 'EMEA'],
  ['London Office', 'London', 'GB', 'EMEA'],
  ['Tel Aviv R&D', 'Tel Aviv', 'IL', 'EMEA'],
  ['Dubai Sales Office', 'Dubai', 'AE', 'EMEA'],
  ['New York Office', 'New York', 'US', 'Americas'],
  ['Austin Data Center', 'Austin', 'US', 'Americas'],
  ['São Paulo Office', 'São Paulo', 'BR', 'Americas'],
  ['Bangalore Development Center', 'Bangalore', 'IN', 'APAC'],
  ['Tokyo Office', 'Tokyo', 'JP', 'APAC'],
];

/** [code, description, parent code] */
const COST_CENTERS: readonly (readonly [string, string, string | null])[] = [
  ['CC-1000', 'Corporate', null],
  ['CC-1100', 'Finance', 'CC-1000'],
  ['CC-1200', 'Human Resources', 'CC-1000'],
  ['CC-2000', 'Information Technology', 'CC-1000'],
  ['CC-2100', 'IT Infrastructure', 'CC-2000'],
  ['CC-2200', 'IT Service Desk', 'CC-2000'],
  ['CC-2300', 'Information Security', 'CC-2000'],
  ['CC-3000', 'Sales', 'CC-1000'],
  ['CC-3100', 'Sales EMEA', 'CC-3000'],
  ['CC-3200', 'Sales Americas', 'CC-3000'],
  ['CC-4000', 'Research and Development', 'CC-1000'],
  ['CC-4100', 'Product Engineering', 'CC-4000'],
];

/** [name, vendor, description, cost center, server prefix] */
const APPLICATIONS: readonly (readonly [string, string, string, string])[] = [
  ['SAP ERP', 'SAP', 'Finance and procurement', 'CC-1100'],
  ['Workday', 'Workday', 'Human resources and payroll', 'CC-1200'],
  ['Salesforce', 'Salesforce', 'Customer relationship management', 'CC-3000'],
  ['ServiceNow', 'ServiceNow', 'IT service management', 'CC-2200'],
  ['Jira', 'Atlassian', 'Issue tracking for engineering', 'CC-4100'],
  ['Confluence', 'Atlassian', 'Team wiki', 'CC-4100'],
  ['Microsoft 365', 'Microsoft', 'Mail, documents and meetings', 'CC-2000'],
  ['Active Directory', 'Microsoft', 'Directory and sign-in', 'CC-2100'],
  ['Splunk', 'Splunk', 'Security information and event management', 'CC-2300'],
  ['GitLab', 'GitLab', 'Source code and pipelines', 'CC-4100'],
];

/** [category, subject, description] of the seeded help desk tickets. */
const TICKETS: readonly (readonly [string, string, string])[] = [
  ['account', 'Cannot sign in after password change', 'Since this morning my new password is refused on the VPN.'],
  [
    'access',
    'Request for Salesforce is still pending',
    'I requested Salesforce access a week ago and nothing happened.',
  ],
  ['device', 'Laptop battery swollen', 'My laptop battery is swollen and the case does not close any more.'],
  ['group', 'Please add me to the Finance distribution list', 'I moved to Finance last month.'],
];

const DEVICE_TYPES = ['laptop', 'laptop', 'laptop', 'desktop', 'phone', 'tablet', 'server', 'printer', 'network'];
const PREFIX: Readonly<Record<string, string>> = {
  laptop: 'LT',
  desktop: 'DT',
  phone: 'PH',
  tablet: 'TB',
  server: 'SRV',
  printer: 'PR',
  network: 'NET',
};

function people(db: Database): string[] {
  const demo = new Set(DEMO_ACCOUNTS.map((a) => demoDn(a).toLowerCase()));
  return (db.prepare('SELECT dn FROM users ORDER BY id LIMIT 2000').pluck().all() as string[]).filter(
    (dn) => !demo.has(dn.toLowerCase()),
  );
}

const definition = (key: string): CustomDefinition => {
  const found = customDefinition(key);
  if (!found) throw new Error(`no entity definition ${key}`);
  return found;
};

function item(
  def: CustomDefinition,
  name: string,
  values: Record<string, string | readonly string[] | null>,
): EntityItem {
  const list = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v === null || v === '' ? [] : typeof v === 'string' ? [v] : [...v]]),
  );
  return { dn: newEntityDn(name, def.container), entityKey: def.key, name, values: { ...list, cn: [name] } };
}

function deviceItem(
  random: Random,
  serial: number,
  owners: readonly string[],
  locations: readonly string[],
  centers: readonly string[],
): EntityItem {
  const type = random.pick(DEVICE_TYPES);
  const name = `${PREFIX[type] ?? 'DV'}-${String(serial).padStart(5, '0')}`;
  return item(definition('device'), name, {
    serialNumber: `SN${(serial * 7919 + 104729).toString(36).toUpperCase().padStart(8, '0')}`,
    deviceType: type,
    owner:
      type === 'server' || type === 'network' || type === 'printer' || owners.length === 0 ? null : random.pick(owners),
    location: locations.length > 0 ? random.pick(locations) : null,
    costCenter: centers.length > 0 ? random.pick(centers) : null,
    managed: random.chance(0.8) ? 'true' : 'false',
  });
}

/** The seeded locations, cost centers, devices and applications; once per db (meta entitiesVersion). */
export function ensureEntitySeed(db: Database, seed: number): void {
  if (db.prepare("SELECT value FROM meta WHERE key = 'entitiesVersion'").get()) return;
  const random = createRandom(seed + 19);
  const items = entityItems(db);
  const owners = people(db);
  const someone = (): string | null => (owners.length > 0 ? random.pick(owners) : null);
  const at = Date.UTC(2026, 0, 5);
  db.transaction(() => {
    const locationDn = new Map<string, string>();
    for (const [name, city, country, parent] of LOCATIONS) {
      const it = item(definition('location'), name, {
        description: city ? `${name}, ${city}` : `${name} region`,
        city,
        country,
        parentLocation: parent ? (locationDn.get(parent) ?? null) : null,
        siteManager: someone(),
      });
      locationDn.set(name, it.dn);
      items.insert(it, at);
    }
    const centerDn = new Map<string, string>();
    for (const [code, description, parent] of COST_CENTERS) {
      const it = item(definition('costCenter'), code, {
        description,
        owner: someone(),
        parentCostCenter: parent ? (centerDn.get(parent) ?? null) : null,
        budget: String(random.int(2, 400) * 25000),
      });
      centerDn.set(code, it.dn);
      items.insert(it, at);
    }
    const sites = [...locationDn.values()].slice(4);
    const centers = [...centerDn.values()];
    const devices: EntityItem[] = [];
    for (let serial = 1; serial <= 80; serial++) {
      const it = deviceItem(random, serial, owners, sites, centers);
      devices.push(it);
      items.insert(it, at);
    }
    const servers = devices.filter((d) => d.values.deviceType?.[0] === 'server').map((d) => d.dn);
    for (const [name, vendor, description, center] of APPLICATIONS) {
      items.insert(
        item(definition('application'), name, {
          description,
          vendor,
          owner: someone(),
          costCenter: centerDn.get(center) ?? null,
          servers: random.sample(servers, random.int(1, 3)),
        }),
        at,
      );
    }
    const ticket = db.prepare(
      'INSERT OR IGNORE INTO helpdesk_tickets (number, requester_dn, category, subject, description, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    TICKETS.forEach(([category, subject, description], index) => {
      const requester = someone();
      if (requester)
        ticket.run(
          `HD-${String(1001 + index).padStart(6, '0')}`,
          requester,
          category,
          subject,
          description,
          at + index * 3_600_000,
        );
    });
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('entitiesVersion', ?)").run(VERSION);
  })();
}

/** `--entities N`: devices are added until there are N entity items in all. Deterministic from the count. */
export function topUpEntities(db: Database, total: number): number {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM entity_items').get() as { n: number }).n;
  if (count >= total) return 0;
  const random = createRandom(count);
  const items = entityItems(db);
  const owners = people(db);
  const dns = (key: string) =>
    db.prepare('SELECT dn FROM entity_items WHERE entity_key = ?').pluck().all(key) as string[];
  const sites = dns('location');
  const centers = dns('costCenter');
  let serial = items.count('device');
  let added = 0;
  db.transaction(() => {
    while (count + added < total) {
      serial += 1;
      const it = deviceItem(random, serial, owners, sites, centers);
      if (items.get(it.dn)) continue;
      items.insert(it, Date.UTC(2026, 0, 5));
      added += 1;
    }
  })();
  return added;
}

const TICKET_SUBJECTS: readonly (readonly [string, string])[] = [
  ['account', 'Password expired'],
  ['account', 'Locked out after too many attempts'],
  ['access', 'Access to the shared drive missing'],
  ['access', 'Request still pending approval'],
  ['device', 'Laptop does not start'],
  ['device', 'Printer out of toner'],
  ['group', 'Add me to the team mailing list'],
  ['other', 'Question about my profile'],
];

/** `--helpdesk-tickets N`: tickets of generated people are added until there are N. Deterministic from the count. */
export function topUpHelpdeskTickets(db: Database, total: number): number {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM helpdesk_tickets').get() as { n: number }).n;
  if (count >= total) return 0;
  const random = createRandom(count + 7);
  const requesters = people(db);
  if (requesters.length === 0) return 0;
  const last = (
    db.prepare('SELECT MAX(CAST(substr(number, 4) AS INTEGER)) AS n FROM helpdesk_tickets').get() as {
      n: number | null;
    }
  ).n;
  const insert = db.prepare(
    `INSERT INTO helpdesk_tickets (number, requester_dn, category, subject, description, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const start = Date.UTC(2025, 0, 1);
  db.transaction(() => {
    for (let i = 1; count + i <= total; i++) {
      const [category, subject] = random.pick(TICKET_SUBJECTS);
      insert.run(
        `HD-${String((last ?? 1000) + i).padStart(6, '0')}`,
        random.pick(requesters),
        category,
        subject,
        `${subject} (generated ticket ${i}).`,
        random.chance(0.7) ? 'closed' : 'open',
        start + (count + i) * 600_000,
      );
    }
  })();
  return total - count;
}
