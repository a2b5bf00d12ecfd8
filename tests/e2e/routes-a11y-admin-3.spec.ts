import { ADMIN } from './access-helpers';
import { everyRoutePart, sweep } from './routes-a11y';

// The every-route sweep (routes-a11y.ts) as the administrator, part 3 of 3.
sweep(ADMIN, everyRoutePart(2, 3));
