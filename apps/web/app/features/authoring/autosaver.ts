import { ApiError } from "../../lib/api-error.ts";

export type AutosaveStatus =
  /** Everything typed is on the server (as a draft or saved). */
  | "saved"
  /** Changes wait for the typing pause before they are sent. */
  | "pending"
  | "saving"
  /** The server cannot be reached: retrying; the text stays here (and in the device backup). */
  | "offline"
  /** Someone else saved the tutorial: autosave stops until the author decides. */
  | "conflict"
  /** The server refused the text (too long, say): the message says why. */
  | "failed";

export interface AutosaveState {
  status: AutosaveStatus;
  /** When the server last acknowledged a draft. */
  savedAt: Date | null;
  message: string | null;
}

export interface AutosaverOptions {
  /** Sends the text as the draft; throws ApiError on refusal. */
  save: (html: string) => Promise<void>;
  onState: (state: AutosaveState) => void;
  /** Pause after the last change before sending (ms). */
  delayMs?: number;
  /** Waits between retries while the server cannot be reached (the last one repeats). */
  retryMs?: readonly number[];
}

const transient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/**
 * Autosave of a tutorial's work in progress: at most one save in flight, the newest text
 * always wins (a change during a save is sent after it), a lost connection retries with
 * backoff, a revision conflict stops everything until the author chooses.
 */
export class Autosaver {
  private persisted: string;
  private latest: string;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private attempt = 0;
  private state: AutosaveState = { status: "saved", savedAt: null, message: null };
  private stopped = false;
  private readonly delayMs: number;
  private readonly retryMs: readonly number[];

  constructor(
    initial: string,
    private readonly options: AutosaverOptions,
  ) {
    this.persisted = initial;
    this.latest = initial;
    this.delayMs = options.delayMs ?? 1500;
    this.retryMs = options.retryMs ?? [2000, 5000, 10000, 30000];
  }

  /** The text changed in the editor. */
  update(html: string): void {
    this.latest = html;
    if (this.stopped || this.state.status === "conflict") return;
    if (html === this.persisted && !this.inFlight) {
      this.clearTimer();
      this.set({ status: "saved", message: null });
      return;
    }
    if (this.state.status !== "offline") this.set({ status: "pending", message: null });
    this.schedule(this.state.status === "offline" ? this.backoff() : this.delayMs);
  }

  /** Sends what is pending now (before leaving, say); resolves when the server answered. */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (this.latest !== this.persisted && !this.stopped && this.state.status !== "conflict") await this.send();
  }

  /** The text was saved another way (the explicit Save): nothing is pending any more. */
  markPersisted(html: string): void {
    this.persisted = html;
    if (this.state.status === "conflict") this.state = { ...this.state, status: "saved" };
    this.update(this.latest);
  }

  get hasUnsentChanges(): boolean {
    return this.latest !== this.persisted;
  }

  dispose(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send();
    }, ms);
  }

  private backoff(): number {
    return this.retryMs[Math.min(this.attempt, this.retryMs.length - 1)] ?? 30000;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const html = this.latest;
    this.set({ status: "saving", message: null });
    this.inFlight = this.options.save(html).then(
      () => {
        this.attempt = 0;
        this.persisted = html;
        this.inFlight = null;
        this.set({ status: this.latest === html ? "saved" : "pending", savedAt: new Date(), message: null });
        if (this.latest !== html) this.schedule(this.delayMs);
      },
      (error: unknown) => {
        this.inFlight = null;
        if (error instanceof ApiError && error.status === 409) {
          this.set({ status: "conflict", message: error.message });
        } else if (transient(error)) {
          this.set({ status: "offline", message: error instanceof Error ? error.message : null });
          this.schedule(this.backoff());
          this.attempt += 1;
        } else {
          this.set({ status: "failed", message: error instanceof Error ? error.message : "The draft was refused." });
        }
      },
    );
    return this.inFlight;
  }

  private set(patch: Partial<AutosaveState>): void {
    if (this.stopped) return;
    this.state = { ...this.state, ...patch };
    this.options.onState(this.state);
  }
}
