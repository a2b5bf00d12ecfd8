import { portProvider } from '../../ui/area';
import { createTasksPort } from './tasks-adapters';
import { tasksPort } from './tasks-port';

/** Provides the server port: the given one (tests, hosts), else the adapters over `src/api`. */
export const TasksPortProvider = portProvider(tasksPort, createTasksPort);
