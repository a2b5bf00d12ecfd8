import { portProvider } from '../../ui/area';
import { createHistoryPort } from './history-adapters';
import { historyPort } from './history-port';

/** Provides the server port: the given one (tests, hosts), else the adapters over `src/api`. */
export const HistoryPortProvider = portProvider(historyPort, createHistoryPort);
