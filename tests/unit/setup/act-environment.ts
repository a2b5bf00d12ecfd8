// Tests that call `act()` themselves (and user-event does, through
// Testing Library). Testing Library declares the act environment only where `beforeAll` is a global,
// which it is not here (vitest without globals), so React warned "The current testing environment is
// not configured to support act(...)" at every call. Imported first by those tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
