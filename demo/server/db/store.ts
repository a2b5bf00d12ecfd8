import type { Database } from 'better-sqlite3';
import { clientRepository } from './clients.js';
import { approvalLookups } from './lookups/approvals.js';
import { catalogLookups } from './lookups/catalog.js';
import { containerLookups } from './lookups/containers.js';
import { driverLookups } from './lookups/drivers.js';
import { entityLookups } from './lookups/entities.js';
import { globalSearchLookups } from './lookups/global-search.js';
import { peopleLookups } from './lookups/people.js';
import { permissionLookups } from './lookups/permissions.js';
import { navRightsRepository } from './nav-rights.js';
import { preferenceRepository } from './preferences.js';
import { settingsRepository } from './settings.js';
import { teamRepository } from './teams/teams.js';
import { tokenRepository } from './tokens.js';
import { userRepository } from './users.js';

/** The repositories of one db, with their prepared statements. */
export function createStore(db: Database, now: () => number) {
  return {
    db,
    users: userRepository(db, now),
    tokens: tokenRepository(db, now),
    navRights: navRightsRepository(db, now),
    settings: settingsRepository(db),
    preferences: preferenceRepository(db),
    clients: clientRepository(db),
    teams: teamRepository(db),
    lookups: {
      people: peopleLookups(db),
      catalog: catalogLookups(db),
      containers: containerLookups(db),
      drivers: driverLookups(db),
      approvals: approvalLookups(db),
      permissions: permissionLookups(db),
      entities: entityLookups(db),
      global: globalSearchLookups(db),
    },
  };
}

export type Store = ReturnType<typeof createStore>;
