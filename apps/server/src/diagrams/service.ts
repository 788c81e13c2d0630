import fs from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { AppError } from "../lib/errors.ts";
import { RenderPool, type PoolSettings, type PoolStats } from "./pool.ts";
import { normaliseSource, parseSource, texErrorMessage } from "./source.ts";
import { embedFonts, sanitizeSvg, UnsafeSvgError } from "./svg.ts";

/** The defaults (ADR 0009): a render taking longer than 10 s is a loop or far too big. */
export const DIAGRAM_DEFAULTS: PoolSettings = {
  timeoutMs: 10_000,
  memoryLimitMb: 1024,
  heapLimitMb: 768,
  maxQueue: 200,
};

export interface DiagramServiceOptions extends Partial<PoolSettings> {
  /** The SVG cache lives in `${dataDir}/diagrams/`. */
  dataDir: string;
  /** PUBLIC_DIAGRAM_BASE; empty or absent means same-origin URLs. */
  publicBase?: string | undefined;
  log?: (msg: string) => void;
}

export interface DiagramStats extends PoolStats {
  /** Requests answered from the disk cache (or by joining a render in flight). */
  cacheHits: number;
}

export interface Submitted {
  hash: string;
  url: string;
  /** This request ran TeX (false: cached or joined another request's render). */
  rendered: boolean;
}

export interface DiagramService {
  readonly stats: DiagramStats;
  /** Live settings: tests shorten the timeout. */
  readonly settings: PoolSettings;
  /**
   * Validates, then returns the cached SVG's address or renders it once (concurrent
   * submissions of one source share the render). `beforeRender` runs only when this call is
   * about to start a new render: the routes spend a rate-limit point there.
   */
  submit(source: string, beforeRender?: () => Promise<void>): Promise<Submitted>;
  /** The cached SVG, or null for an unknown hash. */
  read(hash: string): Promise<Buffer | null>;
  /** Whether that diagram is drawn (in the cache), without reading it. */
  has(hash: string): Promise<boolean>;
  urlOf(hash: string): string;
  close(): Promise<void>;
}

export function createDiagramService(options: DiagramServiceOptions): DiagramService {
  const dir = path.join(options.dataDir, "diagrams");
  const base = (options.publicBase ?? "").replace(/\/$/, "");
  const settings: PoolSettings = {
    timeoutMs: options.timeoutMs ?? DIAGRAM_DEFAULTS.timeoutMs,
    memoryLimitMb: options.memoryLimitMb ?? DIAGRAM_DEFAULTS.memoryLimitMb,
    heapLimitMb: options.heapLimitMb ?? DIAGRAM_DEFAULTS.heapLimitMb,
    maxQueue: options.maxQueue ?? DIAGRAM_DEFAULTS.maxQueue,
  };
  const pool = new RenderPool(settings, options.log);
  // One live object: the pool counts renders, this service counts cache hits.
  const stats: DiagramStats = Object.assign(pool.stats, { cacheHits: 0 });
  const inFlight = new Map<string, Promise<void>>();
  const fileOf = (hash: string) => path.join(dir, `${hash}.svg`);
  const urlOf = (hash: string) => `${base}/diagrams/${hash}.svg`;
  const exists = (file: string) =>
    fs.promises.access(file).then(
      () => true,
      () => false,
    );

  async function renderTo(parsed: ReturnType<typeof parseSource>): Promise<void> {
    const result = await pool.render({
      document: parsed.document,
      packages: parsed.packages,
      libraries: parsed.libraries,
    });
    if (!result.ok) {
      switch (result.reason) {
        case "tex":
          throw new AppError(400, "validation", texErrorMessage(parsed, result.texError, result.line), {
            source: texErrorMessage(parsed, result.texError, result.line),
          });
        case "timeout": {
          const message = `The diagram could not be drawn: it took longer than ${Math.round(settings.timeoutMs / 1000)} s. Simplify it, or look for a macro that never ends.`;
          throw new AppError(400, "validation", message, { source: message });
        }
        case "crashed": {
          const message = "The diagram could not be drawn: it needs more memory than a diagram may use.";
          throw new AppError(400, "validation", message, { source: message });
        }
        case "busy":
          throw new AppError(503, "unavailable", "Many diagrams are being drawn right now. Try again in a minute.");
        case "closed":
          throw new AppError(503, "unavailable", "The server is restarting. Try again shortly.");
      }
    }
    let svg: string;
    try {
      svg = embedFonts(sanitizeSvg(result.svg));
    } catch (err) {
      if (!(err instanceof UnsafeSvgError)) throw err;
      options.log?.(`diagram output refused: ${err.message}`);
      const message = "The diagram could not be drawn: its drawing could not be checked as safe.";
      throw new AppError(400, "validation", message, { source: message });
    }
    await fs.promises.mkdir(dir, { recursive: true });
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const tmp = path.join(dir, `.${parsed.hash}.${randomBytes(4).toString("hex")}.tmp`);
    await fs.promises.writeFile(tmp, svg);
    await fs.promises.rename(tmp, fileOf(parsed.hash));
  }

  return {
    stats,
    settings,
    urlOf,
    async submit(source, beforeRender) {
      const parsed = parseSource(normaliseSource(source));
      const { hash } = parsed;
      const answer = (rendered: boolean): Submitted => ({ hash, url: urlOf(hash), rendered });
      const joinOrCached = async (): Promise<boolean> => {
        const running = inFlight.get(hash);
        if (running) {
          await running;
          return true;
        }
        return exists(fileOf(hash));
      };
      if (await joinOrCached()) {
        stats.cacheHits += 1;
        return answer(false);
      }
      await beforeRender?.();
      // Another request may have started this render while the limit was checked.
      if (await joinOrCached()) {
        stats.cacheHits += 1;
        return answer(false);
      }
      // The disk check awaited: another request may have claimed the render meanwhile.
      const started = inFlight.get(hash);
      if (started) {
        await started;
        stats.cacheHits += 1;
        return answer(false);
      }
      const render = renderTo(parsed).finally(() => inFlight.delete(hash));
      inFlight.set(hash, render);
      await render;
      return answer(true);
    },
    has: (hash) => (/^[0-9a-f]{64}$/.test(hash) ? exists(fileOf(hash)) : Promise.resolve(false)),
    async read(hash) {
      if (!/^[0-9a-f]{64}$/.test(hash)) return null;
      try {
        return await fs.promises.readFile(fileOf(hash));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    close: () => pool.close(),
  };
}
