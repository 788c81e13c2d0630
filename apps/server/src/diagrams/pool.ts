import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RenderRequest, WorkerMessage } from "./worker.ts";

const WORKER_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "worker.ts");
/** tsx's loader, resolved from here so the worker starts whatever the current directory. */
const TSX_LOADER = pathToFileURL(
  path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist", "loader.mjs"),
).href;
/** A fresh worker loads ~5 MB of compressed TeX files; this bounds a start that hangs. */
const START_TIMEOUT_MS = 60_000;
/** A worker is replaced after this many renders, whatever its memory, to bound slow leaks. */
const RENDERS_PER_WORKER = 500;

export interface PoolSettings {
  /** A render (TeX + DVI → SVG) taking longer kills the worker; the next job gets a fresh one. */
  timeoutMs: number;
  /** The worker's resident memory beyond which it is replaced after its current job (MB). */
  memoryLimitMb: number;
  /** V8 heap cap of the worker (--max-old-space-size, MB). */
  heapLimitMb: number;
  /** Jobs waiting beyond this are refused (the service is busy). */
  maxQueue: number;
}

export interface PoolStats {
  /** Jobs handed to a worker (each is one TeX run). */
  jobs: number;
  /** Jobs that produced an SVG. */
  renders: number;
  /** Jobs TeX refused (errors in the source). */
  failures: number;
  timeouts: number;
  workerStarts: number;
  /** Workers replaced for their memory use or age. */
  recycled: number;
}

export type JobResult =
  | { ok: true; svg: string }
  | { ok: false; reason: "tex"; texError: string | null; line: number | null }
  | { ok: false; reason: "timeout" | "crashed" | "busy" | "closed" };

interface Job {
  request: Omit<RenderRequest, "id">;
  resolve(result: JobResult): void;
}

interface Running {
  job: Job;
  id: number;
  timer: NodeJS.Timeout;
}

/**
 * One render worker process at a time, fed from a FIFO queue. Started lazily by the first
 * job, replaced after a timeout, a crash, too much memory or RENDERS_PER_WORKER renders,
 * and killed by close().
 */
export class RenderPool {
  readonly stats: PoolStats = { jobs: 0, renders: 0, failures: 0, timeouts: 0, workerStarts: 0, recycled: 0 };
  private readonly queue: Job[] = [];
  private child: ChildProcess | null = null;
  private ready = false;
  private startTimer: NodeJS.Timeout | null = null;
  private running: Running | null = null;
  private rendersOfChild = 0;
  private nextId = 1;
  private closed = false;

  constructor(
    readonly settings: PoolSettings,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  render(request: Omit<RenderRequest, "id">): Promise<JobResult> {
    if (this.closed) return Promise.resolve({ ok: false, reason: "closed" });
    if (this.queue.length >= this.settings.maxQueue) return Promise.resolve({ ok: false, reason: "busy" });
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.pump();
    });
  }

  get queued(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: "closed" });
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.job.resolve({ ok: false, reason: "closed" });
      this.running = null;
    }
    await this.stop();
  }

  private pump(): void {
    if (this.closed || this.running || this.queue.length === 0) return;
    if (!this.child) return this.start();
    if (!this.ready) return;
    const job = this.queue.shift() as Job;
    const id = this.nextId++;
    const timer = setTimeout(() => this.onTimeout(id), this.settings.timeoutMs);
    this.running = { job, id, timer };
    this.stats.jobs += 1;
    this.child.send({ id, ...job.request } satisfies RenderRequest);
  }

  private start(): void {
    this.stats.workerStarts += 1;
    this.rendersOfChild = 0;
    this.ready = false;
    const child = fork(WORKER_PATH, [], {
      execArgv: ["--import", TSX_LOADER, `--max-old-space-size=${this.settings.heapLimitMb}`],
      stdio: ["ignore", "ignore", "ignore", "ipc"],
      serialization: "json",
    });
    this.child = child;
    this.startTimer = setTimeout(() => {
      this.log("diagram worker did not start in time");
      this.abandon(child, "crashed");
    }, START_TIMEOUT_MS);
    child.on("message", (message: WorkerMessage) => this.onMessage(child, message));
    child.on("exit", (code, signal) => {
      if (this.child !== child) return; // already replaced
      this.log(`diagram worker exited (${signal ?? code})`);
      this.abandon(child, "crashed");
    });
    child.on("error", (err) => {
      this.log(`diagram worker error: ${err.message}`);
      if (this.child === child) this.abandon(child, "crashed");
    });
  }

  private onMessage(child: ChildProcess, message: WorkerMessage): void {
    if (this.child !== child) return;
    if (message.type === "ready") {
      if (this.startTimer) clearTimeout(this.startTimer);
      this.startTimer = null;
      this.ready = true;
      return this.pump();
    }
    const running = this.running;
    if (!running || running.id !== message.id) return;
    clearTimeout(running.timer);
    this.running = null;
    this.rendersOfChild += 1;
    if (message.type === "done") {
      this.stats.renders += 1;
      running.job.resolve({ ok: true, svg: message.svg });
    } else {
      this.stats.failures += 1;
      running.job.resolve({ ok: false, reason: "tex", texError: message.texError, line: message.line });
    }
    if (message.rss > this.settings.memoryLimitMb * 1024 * 1024 || this.rendersOfChild >= RENDERS_PER_WORKER) {
      this.log(`diagram worker replaced (rss ${Math.round(message.rss / 1048576)} MB)`);
      this.stats.recycled += 1;
      this.kill(child);
    }
    this.pump();
  }

  private onTimeout(id: number): void {
    if (!this.running || this.running.id !== id || !this.child) return;
    this.stats.timeouts += 1;
    this.abandon(this.child, "timeout");
  }

  /** Kills the worker, fails its current job with `reason`; queued jobs go to a fresh worker. */
  private abandon(child: ChildProcess, reason: "timeout" | "crashed"): void {
    if (this.child !== child) return;
    const running = this.running;
    this.running = null;
    if (running) clearTimeout(running.timer);
    this.kill(child);
    if (running) running.job.resolve({ ok: false, reason });
    else if (!this.ready) {
      // The worker could not even start: fail what waits rather than loop on restarts.
      for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: "crashed" });
    }
    this.pump();
  }

  private kill(child: ChildProcess): void {
    if (this.child === child) {
      this.child = null;
      this.ready = false;
      if (this.startTimer) clearTimeout(this.startTimer);
      this.startTimer = null;
    }
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }

  private async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    this.kill(child);
    if (child.exitCode === null && child.signalCode === null) await exited;
  }
}
