import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const round = (n: number) => Math.round(n * 10) / 10;

/** What a run of `work` cost the rest of the process: its best time and how long the loop was held. */
export interface LoopCost {
  bestMs: number;
  runs: number;
  loopMaxDelayMs: number;
  loopP99DelayMs: number;
  /** The largest lateness of a 5 ms ticker: a second witness of the same blocking. */
  tickerMaxGapMs: number;
  /** The longest block over the best time: near 1 blocks the server for the whole work, near 0 not at all. */
  blockRatio: number;
}

/**
 * Runs `work` `runs` times (after the caller's warm-up) while watching the event loop, so a
 * benchmark can say both how long something takes and whether other requests wait meanwhile.
 */
export async function measureLoopCost(runs: number, work: () => Promise<unknown>): Promise<LoopCost> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last - 5);
    last = now;
  }, 5);
  histogram.enable();
  let best = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  histogram.disable();
  clearInterval(ticker);
  const maxDelay = histogram.max / 1e6;
  return {
    bestMs: Math.round(best),
    runs,
    loopMaxDelayMs: round(maxDelay),
    loopP99DelayMs: round(histogram.percentile(99) / 1e6),
    tickerMaxGapMs: round(maxGap),
    blockRatio: Number((maxDelay / best).toFixed(3)),
  };
}
