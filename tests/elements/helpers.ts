let tagCounter = 0;

/** A fresh tag name per test, since a custom element can be defined only once per page. */
export function nextTag(): string {
  tagCounter += 1;
  return `idm-probe-${Date.now().toString(36)}-${tagCounter}`;
}

export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for a condition`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
