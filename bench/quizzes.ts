/**
 * The quiz engine under load (issue #4): 300 students starting a quiz at the same moment, then
 * 500 students saving answers for a while (answer saves per second, p50/p99), and the grading of
 * a 50-question attempt (the pure module, in process). Run on PGlite and, when a PostgreSQL
 * server answers, on PostgreSQL too.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import type { Db } from "../apps/server/src/db/client.ts";
import { quizzes } from "../apps/server/src/db/schema/index.ts";
import { hashPassword } from "../apps/server/src/lib/passwords.ts";
import { issueToken } from "../apps/server/src/modules/auth/tokens-repo.ts";
import { gradeAttempt, type GradableQuestion } from "../apps/server/src/modules/quizzes/grading/grade.ts";
import { insertUser } from "../apps/server/src/modules/users/repo.ts";

export interface QuizLoadReport {
  database: string;
  starts: { students: number; wallMs: number; p50Ms: number; p99Ms: number; failed: number };
  saves: {
    students: number;
    seconds: number;
    savesPerSec: number;
    p50Ms: number;
    p99Ms: number;
    failed: number;
    /** CPU time of this process per save (server, PGlite and the simulated clients): steadier than rates on a busy machine. */
    cpuMsPerSave: number;
  };
}

export interface GradingReport {
  questions: number;
  runs: number;
  meanMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const round = (n: number) => Math.round(n * 10) / 10;

async function students(db: Db, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(`Bench-${randomBytes(6).toString("hex")}`);
  const run = randomBytes(3).toString("hex");
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await insertUser(db, {
      email: `bench-${run}-${i}@bench.example`,
      firstname: "Bench",
      lastname: `Student ${i}`,
      profession: "Student",
      country: "NG",
      role: "student",
      status: "active",
      passwordHash,
    });
    tokens.push(await issueToken(db, { userId: user.id, ttlMs: 3_600_000 }));
  }
  return tokens;
}

interface Started {
  id: number;
  questions: { key: number; type: string; options: { id: number }[] }[];
}

/** A plausible answer for a question of the player's shape (what a student would send). */
function answerFor(q: Started["questions"][number], n: number): ResponseValue {
  const option = q.options[n % Math.max(1, q.options.length)]?.id ?? null;
  switch (q.type) {
    case "single":
      return { type: "single", optionId: option };
    case "multiple":
      return { type: "multiple", optionIds: option === null ? [] : [option] };
    case "truefalse":
      return { type: "truefalse", value: n % 2 === 0 };
    case "numeric":
      return { type: "numeric", text: String(n % 10) };
    case "twotier":
      return { type: "twotier", optionId: option, subOptionId: null };
    case "short":
      return { type: "short", text: `answer ${n}` };
    default:
      return { type: "subjective", text: `An essay answer, revision ${n}.` };
  }
}

export async function measureQuizLoad(base: string, db: Db, label: string): Promise<QuizLoadReport> {
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.kind, "chapter"), eq(quizzes.status, "published")))
    .limit(1);
  if (!quiz) throw new Error("the demo has no published chapter quiz");
  // Untimed and unlimited for the run: the benchmark measures the engine, not the rules.
  await db.update(quizzes).set({ timeLimitMinutes: null, attemptsAllowed: null }).where(eq(quizzes.id, quiz.id));

  const STUDENTS = 500;
  const STARTS = 300;
  console.log(`Quizzes (${label}): ${STUDENTS} students…`);
  const tokens = await students(db, STUDENTS);
  const headers = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}` });

  console.log(`Quizzes (${label}): ${STARTS} starts at once…`);
  const startTimes: number[] = [];
  const attempts: (Started | null)[] = new Array<Started | null>(STUDENTS).fill(null);
  const startAll = performance.now();
  const started = await Promise.all(
    tokens.slice(0, STARTS).map(async (token, i) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/quizzes/${quiz.id}/attempts`, {
        method: "POST",
        headers: headers(token),
        body: JSON.stringify({ mode: "exam" }),
      });
      startTimes.push(performance.now() - t0);
      if (!res.ok) return false;
      attempts[i] = (await res.json()) as Started;
      return true;
    }),
  );
  const startWall = performance.now() - startAll;
  // The other 200 start quietly for the save test.
  for (let i = STARTS; i < STUDENTS; i += 1) {
    const res = await fetch(`${base}/api/quizzes/${quiz.id}/attempts`, {
      method: "POST",
      headers: headers(tokens[i] ?? ""),
      body: JSON.stringify({ mode: "exam" }),
    });
    if (res.ok) attempts[i] = (await res.json()) as Started;
  }

  const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
  const CONCURRENCY = 50;
  console.log(`Quizzes (${label}): answer saves from ${STUDENTS} students for ${SECONDS}s…`);
  const saveTimes: number[] = [];
  let failed = 0;
  const seq = new Array<number>(STUDENTS).fill(0);
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const i = next % STUDENTS;
        next += 1;
        const attempt = attempts[i];
        const question = attempt?.questions[next % Math.max(1, attempt.questions.length)];
        if (!attempt || !question) continue;
        seq[i] = (seq[i] ?? 0) + 1;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/attempts/${attempt.id}/answers/${question.key}`, {
          method: "PUT",
          headers: headers(tokens[i] ?? ""),
          body: JSON.stringify({ response: answerFor(question, next), clientSeq: seq[i] }),
        });
        await res.arrayBuffer();
        saveTimes.push(performance.now() - t0);
        if (!res.ok) failed += 1;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  startTimes.sort((a, b) => a - b);
  saveTimes.sort((a, b) => a - b);
  return {
    database: label,
    starts: {
      students: STARTS,
      wallMs: Math.round(startWall),
      p50Ms: round(percentile(startTimes, 50)),
      p99Ms: round(percentile(startTimes, 99)),
      failed: started.filter((ok) => !ok).length,
    },
    saves: {
      students: STUDENTS,
      seconds: SECONDS,
      savesPerSec: Math.round(saveTimes.length / SECONDS),
      p50Ms: round(percentile(saveTimes, 50)),
      p99Ms: round(percentile(saveTimes, 99)),
      failed,
      cpuMsPerSave: round((cpu.user + cpu.system) / 1000 / Math.max(1, saveTimes.length)),
    },
  };
}

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
