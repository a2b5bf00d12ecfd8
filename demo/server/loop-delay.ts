import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Event-loop delay percentiles in ms since the last reset (what a request waits before it starts). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * When the sandbox runs with an IPC channel (a benchmark spawned it), it answers `{loopDelay: 'reset'}` and
 * `{loopDelay: 'read'}` messages with its event-loop delay, so the bench can show that no request holds the
 * loop; without a channel nothing is measured.
 */
export function answerLoopDelayMessages(): void {
  if (!process.send) return;
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (ns: number): number => Math.round(ns / 1e4) / 100;
  process.on('message', (message: unknown) => {
    const asked =
      typeof message === 'object' && message !== null ? (message as { loopDelay?: unknown }).loopDelay : undefined;
    if (asked === 'reset') histogram.reset();
    if (asked !== 'read' && asked !== 'reset') return;
    const delay: LoopDelay = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    process.send?.({ loopDelay: delay });
  });
  // The channel must not keep the sandbox alive on its own.
  process.channel?.unref();
}
