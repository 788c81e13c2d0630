import type { RenderRequest, WorkerMessage } from "./worker.ts";
import { WorkerProcess } from "./worker-process.ts";

/** A fresh worker loads ~5 MB of compressed TeX files; this bounds a start that hangs. */
const START_TIMEOUT_MS = 60_000;
/** A worker is replaced after this many renders, whatever its memory, to bound slow leaks. */
const RENDERS_PER_WORKER = 500;
/** A lane's extra workers (beyond its first) idle this long are stopped, giving their memory back. */
const IDLE_RETIRE_MS = 60_000;

export interface PoolSettings {
  /** A render (TeX + DVI → SVG) taking longer kills the worker; the next job gets a fresh one. */
  timeoutMs: number;
  /** The worker's resident memory beyond which it is replaced after its current job (MB). */
  memoryLimitMb: number;
  /** V8 heap cap of the worker (--max-old-space-size, MB). */
  heapLimitMb: number;
  /** Jobs waiting beyond this (per lane) are refused (the service is busy). */
  maxQueue: number;
  /** Worker processes per lane, at most (DIAGRAM_WORKERS; ADR 0060). */
  workers: number;
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
  /** timeout, crashed: this source's fault. busy, closed, unavailable: the service's, for now. */
  | { ok: false; reason: "timeout" | "crashed" | "busy" | "closed" | "unavailable" };

export type RenderInput = Omit<RenderRequest, "id">;

/** One render asked of a pool; `result` settles exactly once (it never rejects). */
export class RenderJob {
  readonly result: Promise<JobResult>;
  resolve: (result: JobResult) => void = () => {};

  readonly input: RenderInput;

  constructor(input: RenderInput) {
    this.input = input;
    this.result = new Promise((resolve) => (this.resolve = resolve));
  }
}

interface Slot {
  worker: WorkerProcess;
  running: { job: RenderJob; id: number } | null;
  /** The one timer of the slot's state: starting, running a job, or idle (retirement). */
  timer: NodeJS.Timeout | null;
}

/**
 * One lane's render workers (ADR 0009, 0060): up to `settings.workers` processes, started as the
 * queue needs them, each running one job at a time from a FIFO queue. A worker is replaced after a
 * timeout, a crash, too much memory or RENDERS_PER_WORKER renders; extra idle ones are stopped;
 * close() kills them all and answers "closed" to every job not finished.
 */
export class RenderPool {
  private readonly queue: RenderJob[] = [];
  private readonly slots = new Map<WorkerProcess, Slot>();
  private nextId = 1;
  private closed = false;
  /**
   * A worker failed to start and none has started since: while others live, they take the queue
   * and no more are started; with none left, the next job tries a fresh start.
   */
  private startFailed = false;

  readonly settings: PoolSettings;
  readonly stats: PoolStats;
  /** Names the lane in log lines; its workers' nice value (WorkerProcessOptions). */
  private readonly lane: { name: string; niceness: number };
  private readonly log: (msg: string) => void;

  constructor(
    settings: PoolSettings,
    stats: PoolStats,
    lane: { name: string; niceness: number },
    log: (msg: string) => void = () => {},
  ) {
    this.settings = settings;
    this.stats = stats;
    this.lane = lane;
    this.log = log;
  }

  /** Queues a render; its result says "busy" at once when the queue is full, "closed" after close(). */
  render(input: RenderInput): RenderJob {
    const job = new RenderJob(input);
    if (this.closed) job.resolve({ ok: false, reason: "closed" });
    else if (this.queue.length >= this.settings.maxQueue) job.resolve({ ok: false, reason: "busy" });
    else this.enqueue(job);
    return job;
  }

  /**
   * Moves a job still waiting here to the end of `other`'s queue (an author asked for a source a
   * visitor had queued). False when it is not waiting here any more (running or finished).
   */
  handOver(job: RenderJob, other: RenderPool): boolean {
    const at = this.queue.indexOf(job);
    if (at < 0) return false;
    this.queue.splice(at, 1);
    if (other.closed) job.resolve({ ok: false, reason: "closed" });
    else other.enqueue(job);
    return true;
  }

  get queued(): number {
    return this.queue.length;
  }

  /** The live worker processes' ids. */
  get pids(): number[] {
    return [...this.slots.values()].flatMap((s) => (s.worker.pid === undefined ? [] : [s.worker.pid]));
  }

  /** Kills every worker and waits for them to exit; every job not finished answers "closed". */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: "closed" });
    const slots = [...this.slots.values()];
    this.slots.clear();
    for (const slot of slots) {
      this.clearTimer(slot);
      slot.running?.job.resolve({ ok: false, reason: "closed" });
      slot.running = null;
    }
    await Promise.all(slots.map((s) => s.worker.kill()));
  }

  private enqueue(job: RenderJob): void {
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    if (this.closed) return;
    for (const slot of this.slots.values()) {
      const job = this.queue[0];
      if (!job) break;
      if (slot.worker.ready && !slot.running) {
        this.queue.shift();
        this.dispatch(slot, job);
      }
    }
    // What still waits gets a worker of its own, up to the lane's size (a starting one counts).
    if (this.startFailed && this.slots.size > 0) return;
    const starting = [...this.slots.values()].filter((s) => !s.worker.ready).length;
    const wanted = Math.min(this.queue.length - starting, this.settings.workers - this.slots.size);
    for (let i = 0; i < wanted; i += 1) this.start();
  }

  private dispatch(slot: Slot, job: RenderJob): void {
    const id = this.nextId++;
    this.clearTimer(slot);
    slot.timer = setTimeout(() => this.onTimeout(slot, id), this.settings.timeoutMs);
    slot.running = { job, id };
    this.stats.jobs += 1;
    slot.worker.send({ id, ...job.input });
  }

  private start(): void {
    this.stats.workerStarts += 1;
    const worker = new WorkerProcess(
      { heapLimitMb: this.settings.heapLimitMb, niceness: this.lane.niceness },
      {
        message: (from, message) => this.onMessage(from, message),
        exit: (from, description) => this.onExit(from, description),
      },
    );
    const slot: Slot = { worker, running: null, timer: null };
    slot.timer = setTimeout(() => {
      this.log(`diagram worker (${this.lane.name}) did not start in time`);
      this.onExit(worker, "start timeout");
    }, START_TIMEOUT_MS);
    this.slots.set(worker, slot);
  }

  private onMessage(worker: WorkerProcess, message: WorkerMessage): void {
    const slot = this.slots.get(worker);
    if (!slot) return; // removed on purpose
    if (message.type === "ready") {
      this.clearTimer(slot);
      this.startFailed = false;
      this.pump();
      return this.idle(slot);
    }
    const running = slot.running;
    if (!running || running.id !== message.id) return;
    this.clearTimer(slot);
    slot.running = null;
    slot.worker.renders += 1;
    if (message.type === "done") {
      this.stats.renders += 1;
      running.job.resolve({ ok: true, svg: message.svg });
    } else {
      this.stats.failures += 1;
      running.job.resolve({ ok: false, reason: "tex", texError: message.texError, line: message.line });
    }
    if (message.rss > this.settings.memoryLimitMb * 1024 * 1024 || slot.worker.renders >= RENDERS_PER_WORKER) {
      this.log(`diagram worker (${this.lane.name}) replaced (rss ${Math.round(message.rss / 1048576)} MB)`);
      this.stats.recycled += 1;
      this.remove(slot);
    }
    this.pump();
    this.idle(slot);
  }

  private onTimeout(slot: Slot, id: number): void {
    const running = slot.running;
    if (!running || running.id !== id) return;
    this.stats.timeouts += 1;
    slot.running = null;
    this.remove(slot);
    running.job.resolve({ ok: false, reason: "timeout" });
    this.pump();
  }

  /** The worker went away on its own (crash, out of memory) or never started. */
  private onExit(worker: WorkerProcess, description: string): void {
    const slot = this.slots.get(worker);
    if (!slot) return; // removed on purpose
    this.log(`diagram worker (${this.lane.name}) exited (${description})`);
    const { running } = slot;
    const started = slot.worker.ready;
    slot.running = null;
    this.remove(slot);
    if (running) running.job.resolve({ ok: false, reason: "crashed" });
    else if (!started) {
      this.startFailed = true;
      // No worker can take what waits: answer it rather than loop on restarts.
      const anyReady = [...this.slots.values()].some((s) => s.worker.ready);
      if (!anyReady) for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: "unavailable" });
    }
    this.pump();
  }

  /** An idle extra worker is stopped after IDLE_RETIRE_MS; the lane keeps one warm. */
  private idle(slot: Slot): void {
    if (!this.slots.has(slot.worker) || slot.running || !slot.worker.ready || slot.timer) return;
    slot.timer = setTimeout(() => {
      slot.timer = null;
      if (slot.running || this.slots.size <= 1) return;
      this.remove(slot);
    }, IDLE_RETIRE_MS);
    slot.timer.unref();
  }

  private remove(slot: Slot): void {
    this.slots.delete(slot.worker);
    this.clearTimer(slot);
    void slot.worker.kill();
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}
