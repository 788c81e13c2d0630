import type { AnswerSaveBody, AnswerSaved } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import { ApiError } from "../../../lib/api-error.ts";

export type SaveStatus =
  /** Every change is on the server. */
  | "saved"
  | "saving"
  /** The server cannot be reached: retrying with backoff; the answers stay here. */
  | "offline"
  /** The server refused a save (time is up, say): the message says why. */
  | "failed";

export interface SaveState {
  status: SaveStatus;
  message: string | null;
}

export interface SaveQueueOptions {
  save: (questionKey: number, body: AnswerSaveBody) => Promise<AnswerSaved>;
  onState: (state: SaveState) => void;
  /** The server acknowledged a save (practice: with its feedback). */
  onSaved?: (questionKey: number, answer: AnswerSaved) => void;
  /** The highest clientSeq already stored (a resumed attempt): new saves count on from it. */
  lastSeq?: number;
  /** Waits between retries while the server cannot be reached (the last one repeats). */
  retryMs?: readonly number[];
}

const transient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/**
 * The player's answer saves: every change gets a larger clientSeq, one request is in flight at a
 * time, the newest answer of a question replaces one still waiting (the server ignores an older
 * sequence anyway), and a lost connection retries with backoff without losing anything.
 */
export class SaveQueue {
  private seq: number;
  private readonly waiting = new Map<number, AnswerSaveBody>();
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private state: SaveState = { status: "saved", message: null };
  private readonly retryMs: readonly number[];
  private idle: (() => void)[] = [];
  /** Waiting for the next try's outcome, saved or not (trySaving). */
  private tries: (() => void)[] = [];

  constructor(private readonly options: SaveQueueOptions) {
    this.seq = options.lastSeq ?? 0;
    this.retryMs = options.retryMs ?? [1000, 2000, 5000, 10000, 30000];
  }

  /** A question's answer (or its flag) changed. */
  change(questionKey: number, response: ResponseValue, flagged: boolean): void {
    if (this.stopped) return;
    this.seq += 1;
    this.waiting.set(questionKey, { response, flagged, clientSeq: this.seq });
    if (this.state.status !== "offline") this.set({ status: "saving", message: null });
    if (!this.timer) void this.pump();
  }

  get hasUnsaved(): boolean {
    return this.waiting.size > 0 || this.inFlight !== null;
  }

  /** Resolves once everything waiting is on the server (retrying now if offline), or a save was refused. */
  flush(): Promise<void> {
    return this.sendNowAndWait(this.idle);
  }

  /**
   * Sends what waits now and resolves after that try, whether it reached the server or not: a
   * student leaving while offline is asked at once instead of waiting for the connection
   * (flush waits for it). hasUnsaved says afterwards whether anything is still only here.
   */
  trySaving(): Promise<void> {
    return this.sendNowAndWait(this.tries);
  }

  /** Skips a retry's wait (sending now) and resolves when `waiters` are settled. */
  private sendNowAndWait(waiters: (() => void)[]): Promise<void> {
    if (!this.hasUnsaved) return Promise.resolve();
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      void this.pump();
    }
    return new Promise((resolve) => waiters.push(resolve));
  }

  dispose(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.settleIdle();
  }

  private async pump(): Promise<void> {
    if (this.inFlight || this.stopped) return;
    const next = this.waiting.entries().next();
    if (next.done) {
      this.set({ status: "saved", message: null });
      this.settleIdle();
      return;
    }
    const [key, body] = next.value;
    this.waiting.delete(key);
    this.inFlight = this.options.save(key, body).then(
      (answer) => {
        this.inFlight = null;
        this.failures = 0;
        this.options.onSaved?.(key, answer);
        void this.pump();
      },
      (error: unknown) => {
        this.inFlight = null;
        // A newer change of the same question waiting replaces this one; otherwise retry it.
        if (!this.waiting.has(key)) this.waiting.set(key, body);
        if (transient(error)) {
          this.set({ status: "offline", message: error instanceof Error ? error.message : null });
          this.settleTries();
          const wait = this.retryMs[Math.min(this.failures, this.retryMs.length - 1)] ?? 30000;
          this.failures += 1;
          this.timer = setTimeout(() => {
            this.timer = null;
            void this.pump();
          }, wait);
        } else {
          this.waiting.clear();
          this.set({ status: "failed", message: error instanceof Error ? error.message : "The answer was refused." });
          this.settleIdle();
        }
      },
    );
    return this.inFlight;
  }

  private settleIdle(): void {
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
    this.settleTries();
  }

  private settleTries(): void {
    const waiting = this.tries;
    this.tries = [];
    for (const resolve of waiting) resolve();
  }

  private set(state: SaveState): void {
    if (this.stopped) return;
    if (state.status === this.state.status && state.message === this.state.message) return;
    this.state = state;
    this.options.onState(state);
  }
}
