// The waves of a start-up (`npm run bench:startup`): the requests made until the first area is painted with data.

export interface TimedRequest {
  url: string;
  start: number;
  end: number;
  /** Still unanswered when the area was painted: it did not hold the paint back. */
  open?: boolean;
}

/**
 * Groups requests into sequential waves: sorted by start, a request that starts after the latest end seen in the
 * current wave opens the next wave. A request still open at the paint joins the wave it started in: nothing
 * painted waited for it, so it neither opens a wave nor stretches one. Returns the waves in order.
 */
export function groupWaves(requests: readonly TimedRequest[]): TimedRequest[][] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const waves: TimedRequest[][] = [];
  let waveEnd = -Infinity;
  for (const request of sorted) {
    const current = waves.at(-1);
    if (current && (request.open || request.start <= waveEnd)) {
      current.push(request);
      if (!request.open) waveEnd = Math.max(waveEnd, request.end);
    } else {
      waves.push([request]);
      waveEnd = request.open ? -Infinity : request.end;
    }
  }
  return waves;
}
