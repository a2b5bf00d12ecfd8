import { portProvider } from '../../ui/area';
import { createAccessPort } from './access-adapters';
import { accessPort } from './access-port';

/** Provides the server port: the given one (tests, hosts), else the adapter over `src/api/access`. */
export const AccessPortProvider = portProvider(accessPort, createAccessPort);
