/**
 * The prefix of every people query key (`peopleKeys.all` in keys.ts, which a unit test holds equal): apart, so
 * that a caller that only invalidates people's answers (the group editors: memberships change) does not load the
 * people API kit keys.ts belongs to (scripts/chunk-layout.ts), nor make keys.ts a file of its own for every kit user.
 */
export const peopleRootKey = ['idm', 'people'] as const;
