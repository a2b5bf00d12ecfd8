import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useCore } from '../../core/react';

// The frame's dialog loads when a 498 first asks for it: the console's first load does not carry it.
const PasswordChangeDialog = lazy(() =>
  import('./PasswordChangeDialog').then((module) => ({ default: module.PasswordChangeDialog })),
);

interface PendingChange {
  url: string;
  done(): void;
}

/**
 * The change-password frame for a 498 answer (spec sections 7 and 8): registers the core's handler,
 * shows the self-service password page full screen, and lets the core replay the call once closed.
 */
export function PasswordChangeFrame() {
  const core = useCore();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const pendingRef = useRef<PendingChange | null>(null);

  useEffect(() => {
    core.session.setPasswordChangeHandler(
      (url) =>
        new Promise<void>((resolve) => {
          const change = { url, done: resolve };
          pendingRef.current = change;
          setPending(change);
        }),
    );
    return () => {
      core.session.setPasswordChangeHandler(null);
      // Whoever waits must not wait forever once the console is gone.
      pendingRef.current?.done();
      pendingRef.current = null;
    };
  }, [core]);

  const close = useCallback(() => {
    pendingRef.current?.done();
    pendingRef.current = null;
    setPending(null);
  }, []);

  return pending ? (
    <Suspense fallback={null}>
      <PasswordChangeDialog url={pending.url} onClose={close} />
    </Suspense>
  ) : null;
}
