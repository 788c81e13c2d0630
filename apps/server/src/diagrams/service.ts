import os from "node:os";
import path from "node:path";
import { AppError } from "../lib/errors.ts";
import { FAILURE_MEMORY, FailedSources } from "./failed-sources.ts";
import { LANES, type Lane } from "./lane.ts";
import { RenderPool, type JobResult, type PoolSettings, type PoolStats, type RenderJob } from "./pool.ts";
import { normaliseSource, parseSource, texErrorMessage, type ParsedSource } from "./source.ts";
import { embedFonts, sanitizeSvg, UnsafeSvgError } from "./svg.ts";
import { localStorage } from "../storage/local-storage.ts";
import type { MediaStorage } from "../storage/storage.ts";

/** Worker processes per lane when DIAGRAM_WORKERS is unset: the cores but one (for the web server), 1 to 4. */
export function defaultDiagramWorkers(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

/** The nice value of the visitors' workers (the lowest priority there is). */
export const VISITOR_NICENESS = 19;

/** The defaults (ADR 0009, 0060): a render taking longer than 10 s is a loop or far too big. */
export const DIAGRAM_DEFAULTS: PoolSettings = {
  timeoutMs: 10_000,
  memoryLimitMb: 1024,
  heapLimitMb: 768,
  maxQueue: 200,
  workers: defaultDiagramWorkers(),
};

export interface DiagramServiceOptions extends Partial<PoolSettings> {
  /** The SVG cache: `storage`'s diagrams area, or else `${dataDir}/diagrams/` on the local disk. */
  dataDir: string;
  /** The app's storage (ADR 0082): with S3, every process draws a source once between them. */
  storage?: MediaStorage | undefined;
  /** PUBLIC_DIAGRAM_BASE; empty or absent means same-origin URLs. */
  publicBase?: string | undefined;
  log?: (msg: string) => void;
  /** How long and how many failed sources are answered without drawing (tests shorten it). */
  failureMemory?: { ttlMs: number; size: number };
}

export interface DiagramStats extends PoolStats {
  /** Requests answered from the disk cache (or by joining a render in flight). */
  cacheHits: number;
  /** Requests answered from the memory of failed sources, without drawing. */
  failuresRecalled: number;
}

export interface Submitted {
  hash: string;
  url: string;
  /** This request ran TeX (false: cached or joined another request's render). */
  rendered: boolean;
}

export interface SubmitOptions {
  /** Whose queue and workers draw it (laneOf the caller); the visitors' when absent. */
  lane?: Lane | undefined;
  /** Runs only when this call is about to start a new render: the routes spend a rate-limit point there. */
  beforeRender?: (() => Promise<void>) | undefined;
}

export interface DiagramService {
  readonly stats: DiagramStats;
  /** Live settings (both lanes): tests shorten the timeout. */
  readonly settings: PoolSettings;
  /**
   * Validates, then returns the cached SVG's address or renders it once (concurrent
   * submissions of one source share the render). A source that failed within the failure
   * memory's time answers its error again at once, without drawing.
   */
  submit(source: string, options?: SubmitOptions): Promise<Submitted>;
  /** The cached SVG, or null for an unknown hash. */
  read(hash: string): Promise<Buffer | null>;
  /** Whether that diagram is drawn (in the cache), without reading it. */
  has(hash: string): Promise<boolean>;
  urlOf(hash: string): string;
  /** Jobs waiting in a lane's queue. */
  queued(lane: Lane): number;
  /** The live worker processes' ids, of one lane or both. */
  workerPids(lane?: Lane): number[];
  /** Kills every worker; every submission not finished rejects (503). */
  close(): Promise<void>;
}

interface InFlight {
  lane: Lane;
  job: RenderJob;
  done: Promise<void>;
}

/** The error a failed render answers, and whether it is the source's own (remembered) or passing. */
function failureOf(result: Exclude<JobResult, { ok: true }>, parsed: ParsedSource, timeoutMs: number) {
  const invalid = (message: string) => ({
    error: new AppError(400, "validation", message, { source: message }),
    remembered: true,
  });
  switch (result.reason) {
    case "tex":
      return invalid(texErrorMessage(parsed, result.texError, result.line));
    case "timeout":
      return invalid(
        `The diagram could not be drawn: it took longer than ${Math.round(timeoutMs / 1000)} s. Simplify it, or look for a macro that never ends.`,
      );
    case "crashed":
      return invalid("The diagram could not be drawn: it needs more memory than a diagram may use.");
    case "busy":
      return {
        error: new AppError(503, "unavailable", "Many diagrams are being drawn right now. Try again in a minute."),
        remembered: false,
      };
    case "unavailable":
      return {
        error: new AppError(503, "unavailable", "Diagrams cannot be drawn right now. Try again in a minute."),
        remembered: false,
      };
    case "closed":
      return {
        error: new AppError(503, "unavailable", "The server is restarting. Try again shortly."),
        remembered: false,
      };
  }
}

export function createDiagramService(options: DiagramServiceOptions): DiagramService {
  const storage =
    options.storage ??
    localStorage({ media: path.join(options.dataDir, "media"), diagrams: path.join(options.dataDir, "diagrams") });
  const base = (options.publicBase ?? "").replace(/\/$/, "");
  const settings: PoolSettings = {
    timeoutMs: options.timeoutMs ?? DIAGRAM_DEFAULTS.timeoutMs,
    memoryLimitMb: options.memoryLimitMb ?? DIAGRAM_DEFAULTS.memoryLimitMb,
    heapLimitMb: options.heapLimitMb ?? DIAGRAM_DEFAULTS.heapLimitMb,
    maxQueue: options.maxQueue ?? DIAGRAM_DEFAULTS.maxQueue,
    workers: options.workers ?? DIAGRAM_DEFAULTS.workers,
  };
  // One live object: both lanes count their renders in it, this service its cache hits.
  const stats: DiagramStats = {
    jobs: 0,
    renders: 0,
    failures: 0,
    timeouts: 0,
    workerStarts: 0,
    recycled: 0,
    cacheHits: 0,
    failuresRecalled: 0,
  };
  const pools: Record<Lane, RenderPool> = {
    author: new RenderPool(settings, stats, { name: "author", niceness: 0 }, options.log),
    // The visitors' workers run at the lowest CPU priority: a looping source holds its worker until
    // the timeout, and on a small machine that is a whole core taken from the web server and the
    // authors' renders. Niced, it only gets what they leave (issue #13 point 11).
    visitor: new RenderPool(settings, stats, { name: "visitor", niceness: VISITOR_NICENESS }, options.log),
  };
  const failed = new FailedSources(options.failureMemory ?? FAILURE_MEMORY);
  const inFlight = new Map<string, InFlight>();
  const nameOf = (hash: string) => `${hash}.svg`;
  const urlOf = (hash: string) => `${base}/diagrams/${hash}.svg`;
  const exists = (hash: string) => storage.has("diagrams", nameOf(hash));

  /**
   * The render of this source already under way, if any. An author never waits behind a visitor:
   * a render still queued in the visitors' lane moves to the authors' (one already running is
   * simply joined: it ends within the timeout).
   */
  function joinable(hash: string, lane: Lane): Promise<void> | null {
    const running = inFlight.get(hash);
    if (!running) return null;
    if (lane === "author" && running.lane === "visitor" && pools.visitor.handOver(running.job, pools.author))
      running.lane = "author";
    return running.done;
  }

  async function finish(parsed: ParsedSource, job: RenderJob): Promise<void> {
    const result = await job.result;
    if (!result.ok) {
      const { error, remembered } = failureOf(result, parsed, settings.timeoutMs);
      if (remembered) failed.remember(parsed.hash, error);
      throw error;
    }
    let svg: string;
    try {
      svg = embedFonts(sanitizeSvg(result.svg));
    } catch (err) {
      if (!(err instanceof UnsafeSvgError)) throw err;
      options.log?.(`diagram output refused: ${err.message}`);
      const message = "The diagram could not be drawn: its drawing could not be checked as safe.";
      const error = new AppError(400, "validation", message, { source: message });
      failed.remember(parsed.hash, error);
      throw error;
    }
    await storage.put("diagrams", nameOf(parsed.hash), Buffer.from(svg), "image/svg+xml");
  }

  function startRender(parsed: ParsedSource, lane: Lane): Promise<void> {
    const job = pools[lane].render({
      document: parsed.document,
      packages: parsed.packages,
      libraries: parsed.libraries,
    });
    const entry: InFlight = {
      lane,
      job,
      done: finish(parsed, job).finally(() => {
        if (inFlight.get(parsed.hash) === entry) inFlight.delete(parsed.hash);
      }),
    };
    inFlight.set(parsed.hash, entry);
    return entry.done;
  }

  return {
    stats,
    settings,
    urlOf,
    async submit(source, { lane = "visitor", beforeRender } = {}) {
      const parsed = parseSource(normaliseSource(source));
      const { hash } = parsed;
      const answer = (rendered: boolean): Submitted => ({ hash, url: urlOf(hash), rendered });
      const joinOrCached = async (): Promise<boolean> => {
        const running = joinable(hash, lane);
        if (running) {
          await running;
          return true;
        }
        return exists(hash);
      };
      const recalled = () => {
        const error = failed.recall(hash);
        if (!error) return;
        stats.failuresRecalled += 1;
        throw error;
      };
      if (await joinOrCached()) {
        stats.cacheHits += 1;
        return answer(false);
      }
      // A source that just failed answers its error again at once, and spends no rate-limit point.
      recalled();
      await beforeRender?.();
      // Another request may have started this render while the limit was checked.
      if (await joinOrCached()) {
        stats.cacheHits += 1;
        return answer(false);
      }
      // The disk check awaited: another request may have claimed (or failed) the render meanwhile.
      const started = joinable(hash, lane);
      if (started) {
        await started;
        stats.cacheHits += 1;
        return answer(false);
      }
      recalled();
      await startRender(parsed, lane);
      return answer(true);
    },
    has: (hash) => (/^[0-9a-f]{64}$/.test(hash) ? exists(hash) : Promise.resolve(false)),
    async read(hash) {
      if (!/^[0-9a-f]{64}$/.test(hash)) return null;
      return (await storage.get("diagrams", nameOf(hash)))?.body ?? null;
    },
    queued: (lane) => pools[lane].queued,
    workerPids: (only) => (only ? [only] : LANES).flatMap((lane) => pools[lane].pids),
    async close() {
      await Promise.all(LANES.map((lane) => pools[lane].close()));
    },
  };
}
