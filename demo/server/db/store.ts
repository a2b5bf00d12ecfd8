import type { Database } from 'better-sqlite3';
import { clientRepository } from './clients.js';
import { navRightsRepository } from './nav-rights.js';
import { preferenceRepository } from './preferences.js';
import { settingsRepository } from './settings.js';
import { tokenRepository } from './tokens.js';
import { userRepository } from './users.js';

/** The repositories of one db, with their prepared statements. */
export function createStore(db: Database, now: () => number) {
  return {
    db,
    users: userRepository(db),
    tokens: tokenRepository(db, now),
    navRights: navRightsRepository(db),
    settings: settingsRepository(db),
    preferences: preferenceRepository(db),
    clients: clientRepository(db),
  };
}

export type Store = ReturnType<typeof createStore>;
