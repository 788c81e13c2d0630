/**
 * npm run bench: throughput of sign-in, getcoursesfordisplay, the SSR home and tutorial pages,
 * each beside a static-file baseline measured in the same run on the same server, so the
 * ratios mean something on any machine; then the diagram service (cold, cached, a burst of 20).
 * Writes results/latest.json and results/latest.md.
 * BENCH_ONLY=quizzes measures only the quiz engine (starts, answer saves, grading) and writes
 * results/latest.quizzes.json and .md, leaving the full report alone; BENCH_QUIZ_DATABASES=PostgreSQL
 * (or PGlite) runs it on that database only.
 * BENCH_ONLY=reports measures only assessment reports (1,000 students × 50 quizzes: compute time
 * and how long the event loop is held) and writes results/latest.reports.json and .md.
 * BENCH_ONLY=estimator measures only the estimator (GET /api/estimator over ~50,000 active
 * subscriptions: time and event-loop hold) and writes results/latest.estimator.json and .md.
 * BENCH_ONLY=school-sign-in measures only exam-day sign-in (300 pupils behind one address and a
 * guesser, against the server started as a child process) and writes results/latest.school-sign-in.*.
 * BENCH_ONLY=exam-day measures only the exam-day scenario (3,000 students saving with think time,
 * 300 starting at once, 300 submitting in the last minute, on PGlite and PostgreSQL) and writes
 * results/latest.exam-day.json and .md.
 * BENCH_ONLY=diagrams measures only the diagram service (cold, cached, the burst, and under abuse:
 * looping sources beside good ones) and writes results/latest.diagrams.json and .md.
 * BENCH_ONLY=phone measures only the pages a phone opens first (issue #16: requests, compressed JS,
 * CSS and HTML at 412 px with data-saver, Lighthouse mobile, page throughput beside a static file,
 * against `npm start`'s server as a child process) and writes results/latest.phone.json and .md.
 * A row that misses its bar (school sign-in, diagrams under abuse) prints a FAIL line and the
 * run exits non-zero.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openPglite } from "../apps/server/src/db/client.ts";
import { DEMO_PASSWORD, seedIfEmpty } from "../apps/server/src/db/seed/seed.ts";
import { freePreviewPaths, type Outline } from "./free-previews.ts";
import { measureDiagrams, type DiagramReport } from "./diagrams.ts";
import {
  diagramAbuseFailures,
  diagramAbuseLines,
  measureDiagramAbuse,
  type DiagramAbuseReport,
} from "./diagram-abuse.ts";
import {
  measureGrading,
  quizzesOnPglite,
  quizzesOnPostgres,
  type GradingReport,
  type QuizLoadReport,
} from "./quizzes.ts";
import { examDayLines, measureExamDays, type ExamDayReport } from "./exam-day.ts";
import { measureReports, reportLines } from "./reports.ts";
import { estimatorLines, measureEstimator, type EstimatorReport } from "./estimator.ts";
import { measureSchoolSignIn, schoolSignInLines } from "./school-sign-in.ts";
import { measurePhone } from "./phone.ts";
import { announce, NOISE, Verdict } from "./verdict.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PARTS = ["quizzes", "exam-day", "reports", "estimator", "school-sign-in", "diagrams", "phone"] as const;
const ONLY = PARTS.find((part) => part === process.env.BENCH_ONLY) ?? null;
/** Whether this run measures the part (all of them without BENCH_ONLY). */
const wants = (part: (typeof PARTS)[number]) => ONLY === null || ONLY === part;

interface Row {
  name: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  ratioToStatic: number;
  verdict: string;
}

async function measure(url: string, opts: Partial<autocannon.Options> = {}): Promise<autocannon.Result> {
  return autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...opts });
}

async function main(): Promise<void> {
  if (ONLY === "school-sign-in") return writeReport("latest.school-sign-in", await schoolSignInOnly());
  if (ONLY === "quizzes") return writeReport("latest.quizzes", await quizzesOnly());
  if (ONLY === "exam-day") return writeReport("latest.exam-day", await examDayOnly());
  if (ONLY === "phone") return writeReport("latest.phone", await phoneOnly());
  const { webBuildIsStale } = (await import(path.join(root, "scripts/stale.mjs"))) as {
    webBuildIsStale(r: string): boolean;
  };
  if (!ONLY && webBuildIsStale(root))
    spawnSync("npm", ["run", "build", "-w", "@tq/web"], { cwd: root, stdio: "inherit" });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-bench-"));
  const config = loadConfig(
    // DIAGRAM_WORKERS passes through, so the diagram rows can be measured at another pool size.
    { NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "silent", DIAGRAM_WORKERS: process.env.DIAGRAM_WORKERS },
    { webBuildDir: path.join(root, "apps/web/build") },
  );
  const database = await openPglite(dataDir);
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true, mediaDir: config.mediaDir });
  // Sign-in is rate limited per account; the benchmark measures the work, not the limiter.
  const app = await buildApp({ config, database, rateLimitScale: 1e6, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  // A small static file: the baseline measures the server's per-request cost, not bandwidth.
  const staticFile = "favicon.svg";
  const json = { "content-type": "application/json" };

  const results: [string, autocannon.Result][] = [];
  let diagrams: DiagramReport | null = null;
  let diagramAbuse: DiagramAbuseReport | null = null;
  if (!ONLY) {
    console.log(`Benchmarking ${base} for ${DURATION}s each with ${CONNECTIONS} connections…`);
    results.push([`static file /${staticFile} (baseline)`, await measure(`${base}/${staticFile}`)]);
    results.push([
      "POST /api/admin/getcoursesfordisplay",
      await measure(`${base}/api/admin/getcoursesfordisplay`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ country: "NG" }),
      }),
    ]);
    results.push([
      "GET /home (SSR, anonymous, cached)",
      await measure(`${base}/home`, { headers: { "accept-language": "en-NG" } }),
    ]);
    results.push([
      "GET /home (SSR, uncached render)",
      await measure(`${base}/home?nocache=1`, { headers: { "accept-language": "en-NG" } }),
    ]);
    const tutorialPage = await firstFreePreview(base);
    results.push(["GET tutorialview (SSR, free preview, anonymous)", await measure(`${base}${tutorialPage}`)]);
    results.push([
      "POST /api/auth/login (Argon2id)",
      await measure(`${base}/api/auth/login`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: "student@example.com", password: DEMO_PASSWORD }),
      }),
    ]);
  }
  if (wants("diagrams")) {
    const author = await signIn(base, "teacher@example.com");
    diagrams = await measureDiagrams(base, app.diagrams.stats, author);
    diagramAbuse = await measureDiagramAbuse(base, app.diagrams.stats, author);
  }
  const reports = wants("reports") ? await measureReports(database.db, "PGlite") : null;
  // Last on this database: its 50,000 subscriptions would weigh on the measurements above.
  const estimator: EstimatorReport | null = wants("estimator")
    ? await measureEstimator(base, database.db, await signIn(base, "worlddirector@example.com"), "PGlite")
    : null;

  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  // The quiz rows start their own server processes, once this one's server is closed.
  const quizLoad = wants("quizzes") ? await quizLoads() : [];
  const examDays: ExamDayReport[] = wants("exam-day") ? await measureExamDays(root) : [];
  const grading = measureGrading();
  // Its own server process, once this one's server is closed: the two would share the CPU.
  const schoolSignIn = ONLY === null ? await measureSchoolSignIn(root) : null;
  const phone = ONLY === null ? await measurePhone(root) : null;

  const baseline = results[0]?.[1].requests.average ?? 1;
  const verdicts: Verdict[] = [];
  const rows: Row[] = results.map(([name, r]) => {
    // These rows have no figure target: they must answer every request, and answer some.
    const verdict = new Verdict(name);
    verdict.requests(r.requests.total, r.errors + r.timeouts + r.non2xx, `${r.non2xx} non-2xx, ${r.errors} errors`);
    verdicts.push(verdict);
    return {
      name,
      requestsPerSec: Math.round(r.requests.average),
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      ratioToStatic: Number((r.requests.average / baseline).toFixed(3)),
      verdict: verdict.failures.length === 0 ? "pass" : "FAIL",
    };
  });
  if (diagrams) verdicts.push(diagramVerdict(diagrams));
  if (reports) verdicts.push(loopVerdict("assessment reports", reports.computeMs, reports.students));
  if (estimator) verdicts.push(loopVerdict("estimator", estimator.requestMs, estimator.subscriptions));
  const gradingVerdict = new Verdict("grading");
  gradingVerdict.measured(grading.meanMs > 0 ? grading.runs : 0, "gradings");
  verdicts.push(gradingVerdict);
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", node: process.version },
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    rows,
    diagrams,
    diagramAbuse,
    quizLoad,
    examDays,
    grading,
    reports,
    estimator,
    schoolSignIn,
    phone,
  };
  const md = [
    `# Benchmark ${report.date}`,
    "",
    `${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}, ${DURATION}s per row, ${CONNECTIONS} connections.`,
    "",
    ...requestLines(rows),
    ...(diagrams ? diagramLines(diagrams) : []),
    ...(diagramAbuse ? diagramAbuseLines(diagramAbuse) : []),
    ...(wants("quizzes") ? quizLines(quizLoad, grading) : []),
    ...(examDays.length > 0 ? examDayLines(examDays) : []),
    ...(reports ? reportLines(reports) : []),
    ...(estimator ? estimatorLines(estimator) : []),
    ...(schoolSignIn ? schoolSignInLines(schoolSignIn) : []),
    ...(phone?.lines ?? []),
  ].join("\n");
  // Every row fails the run when it failed requests, measured nothing or missed its target (issue #15).
  const failures = [
    ...verdicts.flatMap((v) => v.failures),
    ...quizLoad.flatMap((q) => q.failures),
    ...examDays.flatMap((e) => e.failures),
    ...(schoolSignIn?.failures.map((f) => `school sign-in: ${f}`) ?? []),
    ...(phone?.failures ?? []),
    ...(wants("diagrams") ? diagramAbuseFailures(diagramAbuse) : []),
  ];
  writeReport(ONLY ? `latest.${ONLY}` : "latest", { report, md, failures });
}

interface Written {
  report: object;
  md: string;
  /** Bars a row missed: each is printed as a FAIL line and the run exits non-zero. */
  failures: string[];
}

function writeReport(name: string, { report, md, failures }: Written): void {
  const out = path.join(root, "bench/results");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(out, `${name}.md`), md);
  console.log(`\n${md}`);
  announce(failures);
}

/** The quiz rows on PGlite, then on PostgreSQL when a server answers (each with its own server process). */
/** BENCH_QUIZ_DATABASES ("PostgreSQL", "PGlite"; both unless set) narrows the quiz part to one database. */
async function quizLoads(): Promise<QuizLoadReport[]> {
  const only = process.env.BENCH_QUIZ_DATABASES;
  const on = (label: string) => !only || only.split(",").includes(label);
  const onPglite = on("PGlite") ? await quizzesOnPglite(root) : null;
  const onPostgres = on("PostgreSQL") ? await quizzesOnPostgres(root) : null;
  return [onPglite, onPostgres].filter((r): r is QuizLoadReport => r !== null);
}

/** A part's report (BENCH_ONLY): the date, the machine, then the part's own lines. */
function partReport(lines: string[]) {
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", node: process.version };
  const date = new Date().toISOString();
  const md = [`# Benchmark ${date}`, "", `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}.`, "", ...lines];
  return { machine, date, md: md.join("\n") };
}

async function quizzesOnly(): Promise<Written> {
  const quizLoad = await quizLoads();
  const grading = measureGrading();
  const { machine, date, md } = partReport(quizLines(quizLoad, grading));
  const gradingVerdict = new Verdict("grading");
  gradingVerdict.measured(grading.meanMs > 0 ? grading.runs : 0, "gradings");
  return {
    report: { date, machine, quizLoad, grading },
    md,
    failures: [...quizLoad.flatMap((q) => q.failures), ...gradingVerdict.failures],
  };
}

/** The diagram rows: every cached request answered, the burst all drawn, each source once. */
function diagramVerdict(d: DiagramReport): Verdict {
  const verdict = new Verdict("diagrams");
  verdict.requests(d.cachedRequests, d.cachedFailed, "cached POST /api/diagrams");
  verdict.requests(d.svgRequests, d.svgFailed, "cached GET …svg");
  verdict.requests(d.burst.requests, d.burst.requests - d.burst.succeeded, "the burst of different diagrams");
  if (d.burst.renders > d.burst.distinct)
    verdict.fail(
      `${d.burst.renders} TeX renders for ${d.burst.distinct} distinct sources (identical requests not joined)`,
    );
  return verdict;
}

/** Reports and the estimator: no figure target (the issue sets none); they must compute something. */
function loopVerdict(row: string, ms: number, size: number): Verdict {
  const verdict = new Verdict(row);
  verdict.measured(size, "rows seeded");
  if (!(ms > 0)) verdict.fail("measured nothing (0 ms)");
  return verdict;
}

async function examDayOnly(): Promise<Written> {
  const examDays = await measureExamDays(root);
  const { machine, date, md } = partReport(examDayLines(examDays));
  return { report: { date, machine, examDays }, md, failures: examDays.flatMap((e) => e.failures) };
}

async function phoneOnly(): Promise<Written> {
  const { webBuildIsStale } = (await import(path.join(root, "scripts/stale.mjs"))) as {
    webBuildIsStale(r: string): boolean;
  };
  if (webBuildIsStale(root)) spawnSync("npm", ["run", "build", "-w", "@tq/web"], { cwd: root, stdio: "inherit" });
  const phone = await measurePhone(root);
  const { machine, date, md } = partReport(phone.lines);
  return { report: { date, machine, phone }, md, failures: phone.failures };
}

async function schoolSignInOnly(): Promise<Written> {
  const schoolSignIn = await measureSchoolSignIn(root);
  const { machine, date, md } = partReport(schoolSignInLines(schoolSignIn));
  return {
    report: { date, machine, schoolSignIn },
    md,
    failures: schoolSignIn.failures.map((f) => `school sign-in: ${f}`),
  };
}

/** The reading page of the demo course's first free-preview tutorial, with the spec's eight parameters. */
async function firstFreePreview(base: string): Promise<string> {
  const outline = (await (await fetch(`${base}/api/catalog/courses/1/outline`)).json()) as Outline;
  const first = freePreviewPaths(outline)[0];
  if (first) return first;
  throw new Error("the demo course has no free-preview tutorial");
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { api_token?: string };
  if (!body.api_token) throw new Error(`sign-in failed (${res.status})`);
  return body.api_token;
}

function requestLines(rows: Row[]): string[] {
  if (rows.length === 0) return [];
  return [
    "| what | req/s | p50 ms | p99 ms | errors | non-2xx | × static | target | verdict |",
    "|---|---:|---:|---:|---:|---:|---:|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSec} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.errors} | ${r.non2xx} | ${r.ratioToStatic} | 0 failures | ${r.verdict} |`,
    ),
    "",
  ];
}

function quizLines(loads: QuizLoadReport[], grading: GradingReport): string[] {
  const noise = `±${Math.round(NOISE.figure * 100)} % on rates and latencies, ±${Math.round(NOISE.ratio * 100)} % on the ratio to the floor`;
  return [
    "## Quizzes (the server as `npm start` runs it, load from other processes)",
    "",
    `A miss inside the noise band (${noise}, ADR 0067) is printed but does not fail the run; the verdict reads the medians of the runs.`,
    "",
    ...loads.flatMap((q) => q.lines),
    `Grading a ${grading.questions}-question attempt (every type, keyword rules, ${grading.runs} runs, in process): ${grading.meanMs} ms (no target; it must grade).`,
    "",
  ];
}

function diagramLines(d: DiagramReport): string[] {
  return [
    "## Diagrams (TikZ → SVG, worker processes)",
    "",
    "| what | value |",
    "|---|---:|",
    `| first render (starts the worker) | ${d.firstRenderMs} ms |`,
    `| cold render, warm worker (mean of ${d.coldSamples}) | ${d.coldRenderMeanMs} ms |`,
    `| cached: POST /api/diagrams, same source | ${d.cachedRequestsPerSec} req/s (p99 ${d.cachedP99Ms} ms) |`,
    `| cached: GET /diagrams/<hash>.svg | ${d.svgRequestsPerSec} req/s (p99 ${d.svgP99Ms} ms) |`,
    `| ${d.burst.distinct} different diagrams at once, each asked twice (${d.burst.requests} requests) | ${d.burst.wallMs} ms, ${d.burst.succeeded}/${d.burst.requests} succeeded, ${d.burst.renders} TeX renders |`,
    `| verdict (target: every request answered, each distinct source drawn once) | ${diagramVerdict(d).line()} |`,
    "",
  ];
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
