/** Every type of the access calls (one module per area). */
export type * from './common-types';
export type * from './task-types';
export type * from './history-types';
export type * from './request-types';
