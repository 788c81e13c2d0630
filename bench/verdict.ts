/**
 * One verdict for every bench row (issue #15): a row fails the run when its requests failed, when
 * it measured nothing, or when it misses its target by more than the noise band. Rows call these
 * checks; run.ts prints each failure as `FAIL <row>: <why>` and exits non-zero.
 */

/**
 * How far a figure may stray past its target before the row fails (ADR 0067): the spread
 * ((max − min) ÷ median) of the answer-save row run three times in one sitting on the 2-core
 * bench machine. Rates and latencies of one server moved by up to 0.19; the ratio of two servers
 * measured side by side by 0.05, since whatever else loads the machine weighs on both. A miss
 * inside the band is printed as "missed within noise" and does not fail the run.
 */
export const NOISE = { figure: 0.2, ratio: 0.05 } as const;

export class Verdict {
  /** Each as `<row>: <why>`, for the FAIL lines. */
  readonly failures: string[] = [];
  private readonly whys: string[] = [];

  constructor(readonly row: string) {}

  fail(why: string): void {
    this.whys.push(why);
    this.failures.push(`${this.row}: ${why}`);
  }

  /** Fails the row when it counted nothing: a benchmark of nothing measures nothing. */
  measured(count: number, what: string): void {
    if (!(count > 0)) this.fail(`measured nothing (0 ${what})`);
  }

  /** Fails the row when any of its requests failed (non-2xx answers, socket errors, timeouts). */
  requests(sent: number, failed: number, detail = ""): void {
    this.measured(sent, "requests");
    if (failed > 0) this.fail(`${failed} of ${sent} requests failed${detail ? ` (${detail})` : ""}`);
  }

  /** `value` must stay below `limit` (latencies): "412 ms (target < 1000 ms)"; a miss beyond the noise fails. */
  below(what: string, value: number, limit: number, unit = "ms", band: number = NOISE.figure): string {
    const shown = `${value} ${unit} (target < ${limit} ${unit})`;
    if (value < limit) return shown;
    if (value < limit * (1 + band)) return `${shown}, missed within noise`;
    this.fail(`${what} ${value} ${unit}, target < ${limit} ${unit}`);
    return `${shown} FAIL`;
  }

  /** `value` must not pass `limit` (budgets): "142 KB (target ≤ 150 KB)"; a miss beyond the noise fails. */
  atMost(what: string, value: number, limit: number, unit = "", band = 0): string {
    const u = unit ? ` ${unit}` : "";
    const shown = `${value}${u} (target ≤ ${limit}${u})`;
    if (value <= limit) return shown;
    if (value <= limit * (1 + band)) return `${shown}, missed within noise`;
    this.fail(`${what} ${value}${u}, target ≤ ${limit}${u}`);
    return `${shown} FAIL`;
  }

  /** `value` must reach `floor` (rates, ratios): "0.31 (target ≥ 0.6)"; a miss beyond the noise fails. */
  atLeast(what: string, value: number, floor: number, unit = "", band: number = NOISE.figure): string {
    const u = unit ? ` ${unit}` : "";
    const shown = `${value}${u} (target ≥ ${floor}${u})`;
    if (value >= floor) return shown;
    if (value >= floor * (1 - band)) return `${shown}, missed within noise`;
    this.fail(`${what} ${value}${u}, target ≥ ${floor}${u}`);
    return `${shown} FAIL`;
  }

  /** The row's last line in the report. */
  line(): string {
    return this.whys.length === 0 ? "pass" : `FAIL: ${this.whys.join("; ")}`;
  }
}

/** Prints every failure as `FAIL <row>: <why>` and makes the run exit non-zero if there is one. */
export function announce(failures: string[]): void {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  if (failures.length > 0) {
    console.error(`BENCH FAILED: ${failures.length} row check(s) missed (see the FAIL lines above).`);
    process.exitCode = 1;
  }
}

export const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
