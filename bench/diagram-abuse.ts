/**
 * The diagram service under abuse (issue #13 point 11): 4 sources that never end, sent by a
 * visitor (no account, as the public "try it" box does), and 20 good, different diagrams sent
 * by an author, all at once. Every good one must be drawn within GOOD_WITHIN_MS; then the same
 * 4 looping sources sent again must be answered at once, from the memory of failed sources,
 * without running TeX.
 */
import { performance } from "node:perf_hooks";

export const GOOD_WITHIN_MS = 5_000;
const LOOPING = 4;
const GOOD = 20;

export interface DiagramAbuseReport {
  looping: number;
  good: number;
  goodSucceeded: number;
  /** Time from the common start to each good answer: the slowest and the median. */
  goodMaxMs: number;
  goodP50Ms: number;
  /** The looping sources' answers (status) and when the last came. */
  loopingStatuses: number[];
  loopingLastMs: number;
  /** The same looping sources again: the slowest answer and the TeX jobs it started. */
  repeatMaxMs: number;
  repeatStatuses: number[];
  repeatJobs: number;
}

interface JobCounter {
  jobs: number;
}

/** A macro that calls itself forever: TeX never ends (the run's id makes each source new). */
const looping = (n: number, run: string) =>
  `\\begin{tikzpicture}\n  \\node at (0,0) {loop ${run}-${n}};\n  \\def\\x{\\x}\\x\n\\end{tikzpicture}`;

const good = (n: number, run: string) =>
  `\\begin{tikzpicture}\n  \\draw (0,0) rectangle (${1 + (n % 4)},1);\n  \\node at (0,-0.5) {${run}-g${n}};\n\\end{tikzpicture}`;

async function post(base: string, source: string, token: string | null, started: number) {
  const res = await fetch(`${base}/api/diagrams`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ source }),
    // A request the service never answers fails the row with a clear error, not a 5-minute hang.
    signal: AbortSignal.timeout(180_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureDiagramAbuse(
  base: string,
  stats: JobCounter,
  authorToken: string,
): Promise<DiagramAbuseReport> {
  const run = `abuse${Date.now().toString(36)}`;
  console.log(`Diagrams: ${LOOPING} looping sources (a visitor) and ${GOOD} good ones (an author) at once…`);
  const loops = Array.from({ length: LOOPING }, (_, i) => looping(i, run));
  const started = performance.now();
  // The looping ones go first: the worst order for whoever comes after them.
  const loopAnswers = loops.map((s) => post(base, s, null, started));
  const goodAnswers = Array.from({ length: GOOD }, (_, i) => post(base, good(i, run), authorToken, started));
  const goods = await Promise.all(goodAnswers);
  const loopsDone = await Promise.all(loopAnswers);

  console.log("Diagrams: the same looping sources again…");
  const jobs = stats.jobs;
  const again = performance.now();
  const repeats = await Promise.all(loops.map((s) => post(base, s, null, again)));
  return {
    looping: LOOPING,
    good: GOOD,
    goodSucceeded: goods.filter((g) => g.status === 200).length,
    goodMaxMs: Math.round(Math.max(...goods.map((g) => g.ms))),
    goodP50Ms: Math.round(median(goods.map((g) => g.ms))),
    loopingStatuses: loopsDone.map((l) => l.status),
    loopingLastMs: Math.round(Math.max(...loopsDone.map((l) => l.ms))),
    repeatMaxMs: Math.round(Math.max(...repeats.map((r) => r.ms))),
    repeatStatuses: repeats.map((r) => r.status),
    repeatJobs: stats.jobs - jobs,
  };
}

/** Why this row fails the run (empty: it passes). Nothing measured is a failure too. */
export function diagramAbuseFailures(r: DiagramAbuseReport | null): string[] {
  if (!r || r.good === 0) return ["diagrams under abuse: nothing was measured"];
  const failures: string[] = [];
  if (r.goodSucceeded < r.good) failures.push(`only ${r.goodSucceeded}/${r.good} good diagrams were drawn`);
  if (r.goodMaxMs > GOOD_WITHIN_MS)
    failures.push(`the slowest good diagram took ${r.goodMaxMs} ms (limit ${GOOD_WITHIN_MS} ms)`);
  return failures.map((f) => `diagrams under abuse: ${f}`);
}

export function diagramAbuseLines(r: DiagramAbuseReport): string[] {
  const failures = diagramAbuseFailures(r);
  return [
    `### Under abuse: ${r.looping} looping sources (visitor) + ${r.good} good ones (author) at once`,
    "",
    "| what | value |",
    "|---|---:|",
    `| good ones drawn | ${r.goodSucceeded}/${r.good} |`,
    `| slowest good one (limit ${GOOD_WITHIN_MS} ms) | ${r.goodMaxMs} ms |`,
    `| median good one | ${r.goodP50Ms} ms |`,
    `| looping ones answered | ${r.loopingStatuses.join(", ")} (last after ${r.loopingLastMs} ms) |`,
    `| looping ones sent again | ${r.repeatStatuses.join(", ")} in ${r.repeatMaxMs} ms, ${r.repeatJobs} TeX jobs |`,
    `| verdict | ${failures.length === 0 ? "pass" : `FAIL: ${failures.join("; ")}`} |`,
    "",
  ];
}
