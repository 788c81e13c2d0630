/**
 * The quiz engine under load (issues #4, #15), measured from outside the server: the real server
 * runs as `npm start` runs it (a child process, production defaults) on PGlite and, when a
 * PostgreSQL server answers, on a fresh PostgreSQL database; its students subscribe through the
 * real enrolment path (offer, then checkout with the demo provider); the load comes from other
 * processes (bench/load.ts). Rows: 300 students starting an exam at the same moment; answer saves
 * at 50 connections, on PostgreSQL beside the bare floor (bench/floor-server.ts) in the same run.
 * The grading of a 50-question attempt is the pure module, in process.
 */
import os from "node:os";
import path from "node:path";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import { openPglite, openPostgres } from "../apps/server/src/db/client.ts";
import { gradeAttempt, type GradableQuestion } from "../apps/server/src/modules/quizzes/grading/grade.ts";
import { describe, otherWork, type OtherWork } from "./machine.ts";
import { burst, wrkMissing, wrkSaves, type WrkResult } from "./load.ts";
import {
  answerFor,
  enrol,
  ok,
  onPglite,
  onPostgres,
  prepare,
  startRequests,
  statuses,
  type Label,
  type Started,
  type Target,
} from "./quiz-setup.ts";
import { serve, startServer, stopServer, type Served } from "./server-process.ts";
import { NOISE, percentile, Verdict } from "./verdict.ts";

const STUDENTS = 500;
const STARTS = 300;
/** Each student saves these many of their questions, round-robin across the students. */
const QUESTIONS_SAVED = 5;
const SAVE_CONNECTIONS = 50;
const SAVE_SECONDS = Number(process.env.BENCH_SAVE_SECONDS ?? 5);
/**
 * The saves row runs ours, then the floor, this many times, interleaved so that whatever else loads
 * the machine weighs on both alike; the verdict reads the medians, and the spread is printed (ADR 0067).
 */
const SAVE_RUNS = Math.max(1, Number(process.env.BENCH_SAVE_RUNS ?? 3));
/** Issue #15's targets. */
export const TARGETS = {
  startsP95Ms: { PostgreSQL: 1000, PGlite: 2000 },
  savesOfFloor: 0.6,
  savesP99Ms: 50,
} as const;

export interface SaveRun {
  ours: WrkResult;
  floor: WrkResult | null;
  /** Our saves/s ÷ the floor's, same run; null without a floor (PGlite). */
  ratio: number | null;
}

export interface QuizLoadReport {
  database: Label;
  /** Other work on the machine when the measured rows began (bench/machine.ts); null: unknown. */
  othersBefore: OtherWork | null;
  enrolment: { students: number; subscribed: number; ms: number };
  starts: {
    students: number;
    wallMs: number;
    p50Ms: number;
    p95Ms: number;
    p99Ms: number;
    failed: number;
    /** What the failed starts answered ("300 × 403"). */
    answered: string;
  };
  saves: {
    connections: number;
    seconds: number;
    runs: SaveRun[];
    /** (max − min) ÷ median of our saves/s over the runs; null with one run. */
    spread: number | null;
    ratioSpread: number | null;
  };
  lines: string[];
  failures: string[];
}

export interface GradingReport {
  questions: number;
  runs: number;
  meanMs: number;
}

const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spreadOf = (values: number[]) =>
  values.length < 2 ? null : Number(((Math.max(...values) - Math.min(...values)) / median(values)).toFixed(3));

export async function measureQuizLoad(root: string, target: Target): Promise<QuizLoadReport> {
  const { label } = target;
  console.log(`Quizzes (${label}): the demo and ${STUDENTS} students…`);
  const database = target.databaseUrl ? openPostgres(target.databaseUrl, 4) : await openPglite(target.dataDir);
  const { quizIds, courseId, tokens } = await prepare(database, path.join(target.dataDir, "media"), {
    students: STUDENTS,
    quizzes: 1,
    prefix: "bench",
  });
  const quizId = quizIds[0] ?? 0;
  // SEED_DEMO stays on (the database is not empty, so nothing is seeded): demo mode offers the demo provider.
  const server = await startServer(root, { ...target, seedDemo: true });
  let floor: Served | null = null;
  try {
    console.log(`Quizzes (${label}): ${STUDENTS} students subscribe (offer, then checkout with the demo provider)…`);
    const t0 = performance.now();
    const subscribed = await enrol(server.base, courseId, tokens);
    const enrolment = { students: STUDENTS, subscribed, ms: Math.round(performance.now() - t0) };

    console.log(`Quizzes (${label}): ${STARTS} starts at once, from another process…`);
    const othersBefore = await otherWork();
    const startAll = performance.now();
    const first = await burst({
      keepBodies: true,
      requests: startRequests(server.base, quizId, tokens.slice(0, STARTS)),
    });
    const startWall = performance.now() - startAll;
    // The other students start too (not measured): every student then has an attempt to save into.
    const rest = await burst({ keepBodies: true, requests: startRequests(server.base, quizId, tokens.slice(STARTS)) });
    const attempts = [...first, ...rest].map((a) => (ok(a) && a.body ? (JSON.parse(a.body) as Started) : null));
    const times = first.map((a) => a.ms).sort((a, b) => a - b);
    const starts = {
      students: STARTS,
      wallMs: Math.round(startWall),
      p50Ms: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
      p99Ms: Math.round(percentile(times, 99)),
      failed: first.filter((a) => !ok(a)).length,
      answered: statuses(first),
    };

    const lines = saveLines(attempts, tokens);
    const missing = wrkMissing();
    const runs: SaveRun[] = [];
    if (!missing && lines.length > 0) {
      if (label === "PostgreSQL" && target.databaseUrl) {
        floor = await serve(
          root,
          ["--import", "tsx", "bench/floor-server.ts"],
          { ...process.env, DATABASE_URL: target.databaseUrl },
          "/ready",
        );
      }
      // A short warm-up of each (JIT, pools, plans), below every measured run's sequence numbers.
      await wrkSaves(server.base, { lines, seconds: 2, connections: SAVE_CONNECTIONS, seqBase: 1 });
      if (floor) await wrkSaves(floor.base, { lines, seconds: 2, connections: SAVE_CONNECTIONS, seqBase: 5e6 });
      for (let r = 0; r < SAVE_RUNS; r += 1) {
        console.log(
          `Quizzes (${label}): answer saves, ${SAVE_CONNECTIONS} connections, ${SAVE_SECONDS} s (wrk)${floor ? ", then the bare floor" : ""}, run ${r + 1}/${SAVE_RUNS}…`,
        );
        const load = { lines, seconds: SAVE_SECONDS, connections: SAVE_CONNECTIONS };
        const ours = await wrkSaves(server.base, { ...load, seqBase: (2 * r + 1) * 1e7 });
        const floorRun = floor ? await wrkSaves(floor.base, { ...load, seqBase: (2 * r + 2) * 1e7 }) : null;
        const ratio = floorRun && floorRun.perSec > 0 ? Number((ours.perSec / floorRun.perSec).toFixed(2)) : null;
        runs.push({ ours, floor: floorRun, ratio });
      }
    }
    const ratios = runs.flatMap((r) => (r.ratio === null ? [] : [r.ratio]));
    const saves = {
      connections: SAVE_CONNECTIONS,
      seconds: SAVE_SECONDS,
      runs,
      spread: spreadOf(runs.map((r) => r.ours.perSec)),
      ratioSpread: spreadOf(ratios),
    };
    return judge(label, othersBefore, enrolment, starts, saves, missing);
  } finally {
    if (floor) await stopServer(floor.child);
    await stopServer(server.child);
  }
}

/** The median of each figure over the runs (rates, latencies and counts alike). */
function medians(runs: WrkResult[]): WrkResult | null {
  const first = runs[0];
  if (!first) return null;
  const m = (pick: (r: WrkResult) => number) => median(runs.map(pick));
  return {
    ...first,
    requests: m((r) => r.requests),
    perSec: m((r) => r.perSec),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    p50Ms: m((r) => r.p50Ms),
    p95Ms: m((r) => r.p95Ms),
    p99Ms: m((r) => r.p99Ms),
    maxMs: m((r) => r.maxMs),
  };
}

/** The lines wrk sends round-robin: question-major, so consecutive saves belong to different students. */
function saveLines(attempts: (Started | null)[], tokens: string[]) {
  const lines: { path: string; token: string; response: ResponseValue }[] = [];
  for (let k = 0; k < QUESTIONS_SAVED; k += 1) {
    attempts.forEach((attempt, i) => {
      const question = attempt?.questions[k % Math.max(1, attempt.questions.length)];
      if (!attempt || !question) return;
      lines.push({
        path: `/api/attempts/${attempt.id}/answers/${question.key}`,
        token: tokens[i] ?? "",
        response: answerFor(question, i + k),
      });
    });
  }
  return lines;
}

function judge(
  label: Label,
  othersBefore: OtherWork | null,
  enrolment: QuizLoadReport["enrolment"],
  starts: QuizLoadReport["starts"],
  saves: QuizLoadReport["saves"],
  wrkProblem: string | null,
): QuizLoadReport {
  const enrolled = new Verdict(`quizzes (${label}): enrolment`);
  enrolled.requests(
    enrolment.students,
    enrolment.students - enrolment.subscribed,
    "offer → checkout with the demo provider",
  );

  const start = new Verdict(`quizzes (${label}): ${starts.students} starts at once`);
  start.requests(starts.students, starts.failed, starts.answered);
  const startP95 = start.below("p95", starts.p95Ms, TARGETS.startsP95Ms[label]);

  const save = new Verdict(`quizzes (${label}): answer saves`);
  if (wrkProblem) save.fail(wrkProblem);
  else if (saves.runs.length === 0) save.fail("measured nothing (no student had an attempt to save into)");
  // The verdict reads the medians over the runs; every run is printed.
  const ours = medians(saves.runs.map((r) => r.ours));
  const floorRuns = saves.runs.flatMap((r) => (r.floor ? [r.floor] : []));
  const floor = floorRuns.length > 0 ? medians(floorRuns) : null;
  const ratio = floor && floor.perSec > 0 && ours ? Number((ours.perSec / floor.perSec).toFixed(2)) : null;
  const cells = { rate: "—", p99: "—", floor: "—", ratio: "—" };
  if (ours) {
    save.measured(ours.requests, "saves");
    for (const run of saves.runs) save.requests(run.ours.requests, run.ours.failed, run.ours.failures);
    cells.rate = `${ours.perSec}/s`;
    cells.p99 =
      label === "PostgreSQL" ? save.below("p99", ours.p99Ms, TARGETS.savesP99Ms) : `${ours.p99Ms} ms (no target)`;
    if (floor) {
      for (const run of floorRuns) save.requests(run.requests, run.failed, `the floor: ${run.failures}`);
      cells.floor = `${floor.perSec}/s, p99 ${floor.p99Ms} ms`;
      cells.ratio = save.atLeast("saves ÷ floor", ratio ?? 0, TARGETS.savesOfFloor, "", NOISE.ratio);
    } else if (label === "PostgreSQL") {
      save.fail("the bare floor was not measured");
    }
  }
  const others = describe(othersBefore);
  const runLines =
    saves.runs.length > 0
      ? [
          "",
          `Saves, every run: ${saves.runs
            .map(
              (r) =>
                `${r.ours.perSec}/s p99 ${r.ours.p99Ms} ms${r.floor ? ` (floor ${r.floor.perSec}/s p99 ${r.floor.p99Ms} ms, ratio ${r.ratio})` : ""}`,
            )
            .join(
              "; ",
            )}. Spread (max − min) ÷ median: ours ${saves.spread ?? "—"}${saves.ratioSpread === null ? "" : `, ratio ${saves.ratioSpread}`}.`,
        ]
      : [];
  const lines = [
    `### ${label}`,
    "",
    `Other work on the machine when the rows began: ${others.text} on ${os.cpus().length} cores${others.busy ? " — the machine was busy: these figures do not compare with a quiet run's, and on a busy machine even the ratio to the floor moved by half between runs (ADR 0067); rerun on a quiet machine before trusting a verdict" : ""}.`,
    "",
    `${enrolment.subscribed}/${enrolment.students} students subscribed through offer → checkout (demo provider) in ${enrolment.ms} ms.`,
    "",
    "| row | figure | target |",
    "|---|---|---|",
    `| ${starts.students} starts at once | wall ${starts.wallMs} ms, p50 ${starts.p50Ms} ms, p99 ${starts.p99Ms} ms, ${starts.failed} failed | p95 ${startP95}, 0 failures |`,
    `| answer saves, ${saves.connections} connections, median of ${saves.runs.length} × ${saves.seconds} s (wrk -t1) | ${cells.rate}, p50 ${ours?.p50Ms ?? "—"} ms, p99 ${cells.p99}, ${ours?.failed ?? 0} failed | ${label === "PostgreSQL" ? `p99 < ${TARGETS.savesP99Ms} ms` : "no figure target; 0 failures"} |`,
    ...(label === "PostgreSQL"
      ? [
          `| the bare floor (bench/floor-server.ts), interleaved with ours | ${cells.floor} | — |`,
          `| our saves ÷ the floor (medians) | ${cells.ratio} | ≥ ${TARGETS.savesOfFloor} |`,
        ]
      : []),
    ...runLines,
    "",
    ...[enrolled, start, save].map((v) => `- ${v.row}: ${v.line()}`),
    "",
  ];
  return {
    database: label,
    othersBefore,
    enrolment,
    starts,
    saves,
    lines,
    failures: [...enrolled.failures, ...start.failures, ...save.failures],
  };
}

/** The quiz rows on PGlite, in a fresh data directory. */
export const quizzesOnPglite = (root: string): Promise<QuizLoadReport> =>
  onPglite("quiz", (target) => measureQuizLoad(root, target));

/** The quiz rows on a fresh PostgreSQL database; null when no server answers. */
export const quizzesOnPostgres = (root: string): Promise<QuizLoadReport | null> =>
  onPostgres("quiz", (target) => measureQuizLoad(root, target));

/** Grading a 50-question attempt of every type (the pure module; keyword rules included). */
export function measureGrading(): GradingReport {
  const common = { stemHtml: "<p>Q</p>", explanationHtml: "", levelId: null, difficulty: 1, negativeMarks: 0.5 };
  const opts = (n: number) =>
    Array.from({ length: 4 }, (_, k) => ({
      id: n * 10 + k + 1,
      html: "<p>o</p>",
      correct: k === 0,
      subOptions: [1, 2].map((s) => ({ id: n * 100 + s, html: "<p>r</p>", correct: s === 1 })),
    }));
  const questions: (GradableQuestion & { id: number })[] = [];
  const responses = new Map<number, ResponseValue | null>();
  const rules = "2: photosynth* | chlorophyll\n2: carbon dioxide | CO2\n1: /sun ?light/\n-1: animals";
  for (let n = 0; n < 50; n += 1) {
    const kind = n % 7;
    const id = n + 1;
    if (kind === 0) {
      questions.push({ id, type: "single", ...common, marks: 2, options: opts(n) });
      responses.set(id, { type: "single", optionId: n * 10 + 1 });
    } else if (kind === 1) {
      questions.push({ id, type: "multiple", ...common, marks: 3, partialCredit: "proportional", options: opts(n) });
      responses.set(id, { type: "multiple", optionIds: [n * 10 + 1, n * 10 + 2] });
    } else if (kind === 2) {
      questions.push({ id, type: "truefalse", ...common, marks: 1, answer: true });
      responses.set(id, { type: "truefalse", value: true });
    } else if (kind === 3) {
      questions.push({ id, type: "numeric", ...common, marks: 2, answer: 9.81, tolerance: 0.05, unit: "m/s²" });
      responses.set(id, { type: "numeric", text: "9,8 m/s²" });
    } else if (kind === 4) {
      questions.push({ id, type: "twotier", ...common, marks: 4, firstTierMarks: 2, options: opts(n) });
      responses.set(id, { type: "twotier", optionId: n * 10 + 1, subOptionId: n * 100 + 1 });
    } else {
      const type = kind === 5 ? "short" : "subjective";
      questions.push({ id, type, ...common, marks: 5, scheme: { rules } });
      responses.set(id, {
        type,
        text: "Plants photosynthesise: chlorophyll uses sunlight to turn carbon dioxide and water into sugar. ".repeat(
          type === "subjective" ? 20 : 1,
        ),
      });
    }
  }
  const runs = 200;
  const t0 = performance.now();
  for (let r = 0; r < runs; r += 1) gradeAttempt(questions, responses, { negativeMarking: true, requiresReview: true });
  return { questions: questions.length, runs, meanMs: round((performance.now() - t0) / runs) };
}
