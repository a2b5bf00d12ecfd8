// The build's stand-in for `use-sync-external-store/shim` (react-i18next imports it): with React 18 and
// later the shim hands out React's own hook, so the build takes that directly instead of shipping the
// shim and its CommonJS wrapper (vite.config.ts, resolve.alias).
export { useSyncExternalStore } from 'react';
