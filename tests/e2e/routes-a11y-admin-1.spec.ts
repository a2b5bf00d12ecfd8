import { ADMIN, test } from './access-helpers';
import { everyRoutePart, sweep } from './routes-a11y';

// The every-route sweep (routes-a11y.ts) as the administrator, part 1 of 3.
test(...sweep(ADMIN, everyRoutePart(0, 3), 'phone, and the first route wide'));
