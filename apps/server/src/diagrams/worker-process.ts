import { fork, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RenderRequest, WorkerMessage } from "./worker.ts";

/** Node runs it as TypeScript itself (type stripping, ADR 0072), as it runs the server. */
const WORKER_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "worker.ts");

export interface WorkerProcessOptions {
  /** V8 heap cap of the worker (--max-old-space-size, MB). */
  heapLimitMb: number;
  /** The process's nice value: 0 as the server; 19 yields the CPU to everyone else. */
  niceness: number;
}

export interface WorkerProcessHandlers {
  message(worker: WorkerProcess, message: WorkerMessage): void;
  /** Called once, however the process ended (crash, kill, failed start). */
  exit(worker: WorkerProcess, description: string): void;
}

/**
 * One render worker process (worker.ts): started at construction, ready once
 * it has said so, killed with SIGKILL (a TeX loop never yields, so nothing gentler would work).
 * The pool decides what it runs and when it goes.
 */
export class WorkerProcess {
  ready = false;
  /** Jobs answered by this process. */
  renders = 0;
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private gone = false;

  constructor(options: WorkerProcessOptions, handlers: WorkerProcessHandlers) {
    const child = fork(WORKER_PATH, [], {
      execArgv: [`--max-old-space-size=${options.heapLimitMb}`],
      stdio: ["ignore", "ignore", "ignore", "ipc"],
      serialization: "json",
    });
    this.child = child;
    // Raising a child's nice value needs no privilege; where the OS refuses, it runs at normal priority.
    if (options.niceness !== 0 && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, options.niceness);
      } catch {
        // ignored: a priority is a preference, never a reason not to draw
      }
    }
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    const end = (description: string) => {
      if (this.gone) return;
      this.gone = true;
      handlers.exit(this, description);
    };
    child.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") this.ready = true;
      handlers.message(this, message);
    });
    child.once("exit", (code, signal) => end(`${signal ?? code}`));
    child.on("error", (err) => {
      end(`error: ${err.message}`);
      void this.kill();
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(request: RenderRequest): void {
    this.child.send(request);
  }

  /** SIGKILL; resolves once the process has exited (at once if it never started or already ended). */
  kill(): Promise<void> {
    const child = this.child;
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    child.kill("SIGKILL");
    return this.exited;
  }
}
