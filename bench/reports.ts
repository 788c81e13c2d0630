/**
 * Assessment reports at scale (issue #6): a course of 1,000 students × 50 quizzes (two released
 * exam attempts each: 100,000 attempts), its report computed the way the generator computes it
 * (one grouped SQL query over the attempts, completion in one query, then the JS pass over 50,000
 * cells that yields every few thousand). While it runs, perf_hooks' monitorEventLoopDelay and a
 * 5 ms ticker record how long the event loop was held: what other requests would wait.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { measureLoopCost } from "./event-loop.ts";
import { chapters, courses, quizzes, subjects, users } from "../apps/server/src/db/schema/index.ts";
import { computeFor } from "../apps/server/src/modules/reports/service.ts";

export interface ReportsReport {
  database: string;
  students: number;
  quizzes: number;
  attempts: number;
  seedMs: number;
  /** Wall time of one report computation (SQL + JS), best of the runs. */
  computeMs: number;
  runs: number;
  /** The longest the event loop was held during the computations (monitorEventLoopDelay max). */
  loopMaxDelayMs: number;
  loopP99DelayMs: number;
  /** The longest gap a 5 ms timer saw (what a request arriving meanwhile waits at most). */
  tickerMaxGapMs: number;
  /** Longest hold ÷ compute time: near 0 means the work was sliced, 1 means it blocked throughout. */
  blockRatio: number;
}

const STUDENTS = Number(process.env.BENCH_REPORT_STUDENTS ?? 1000);
const QUIZZES = 50;
const RUNS = 3;

/** The course, its quizzes, students, subscriptions and attempts, written in bulk (set-based SQL). */
async function seedCourse(db: Db): Promise<{ courseId: number; quizIds: number[] }> {
  const run = randomBytes(3).toString("hex");
  const [owner] = await db
    .insert(users)
    .values({
      email: `rbench-${run}-owner@bench.example`,
      passwordHash: "x",
      firstname: "Bench",
      lastname: "Owner",
      profession: "Teacher",
      country: "NG",
      role: "teacher",
    })
    .returning();
  if (!owner) throw new Error("no owner");
  const [course] = await db
    .insert(courses)
    .values({ title: `Report bench ${run}`, summary: "", basePriceMinor: 0, months: 12, ownerId: owner.id })
    .returning();
  if (!course) throw new Error("no course");
  const [subject] = await db.insert(subjects).values({ courseId: course.id, title: "All" }).returning();
  if (!subject) throw new Error("no subject");
  const [chapter] = await db.insert(chapters).values({ subjectId: subject.id, number: 1, title: "One" }).returning();
  if (!chapter) throw new Error("no chapter");
  const quizRows = await db
    .insert(quizzes)
    .values(
      Array.from({ length: QUIZZES }, (_, i) => ({
        kind: "chapter",
        courseId: course.id,
        subjectId: subject.id,
        chapterId: chapter.id,
        title: `Quiz ${i + 1}`,
        status: "published",
        position: i,
      })),
    )
    .returning({ id: quizzes.id });
  await db.execute(sql`
    insert into users (email, password_hash, firstname, lastname, profession, country, role)
    select 'rbench-' || ${run} || '-' || g || '@bench.example', 'x', 'Bench', 'Student ' || g, 'Student', 'NG', 'student'
      from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into subscriptions (user_id, course_id, status, starts_at, expires_at)
    select id, ${course.id}, 'active', now() - interval '90 days', now() + interval '90 days'
      from users where email like ${`rbench-${run}-%`} and role = 'student'`);
  // Two released exam attempts per student and quiz, spread over the last 30 days.
  await db.execute(sql`
    insert into quiz_attempts (quiz_id, user_id, mode, status, started_at, submitted_at, score, max_score,
                               percent, passed, provisional, released_at, verification_code, draw, rules)
    select q.id, u.id, 'exam', 'submitted', now() - (k * 7 + (u.id % 20)) * interval '1 day',
           now() - (k * 7 + (u.id % 20)) * interval '1 day', p / 10.0, 10, p, p >= 50, false,
           now() - (k * 7 + (u.id % 20)) * interval '1 day',
           upper(substr(md5(random()::text || q.id || '-' || u.id || '-' || k), 1, 16)), '[]'::jsonb,
           '{"negativeMarking":false,"requiresReview":false,"passPercent":50,"releasePolicy":"immediately"}'::jsonb
      from users u
      cross join quizzes q
      cross join generate_series(0, 1) k
      cross join lateral (select ((u.id * 7 + q.id * 13 + k * 29) % 101)::numeric as p) s
     where u.email like ${`rbench-${run}-%`} and u.role = 'student' and q.course_id = ${course.id}`);
  await db.execute(sql`analyze quiz_attempts`);
  return { courseId: course.id, quizIds: quizRows.map((q) => q.id) };
}

export async function measureReports(db: Db, database: string): Promise<ReportsReport> {
  const t0 = performance.now();
  const { courseId, quizIds } = await seedCourse(db);
  const seedMs = performance.now() - t0;
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const settings = {
    periodFrom: day(60),
    periodTo: day(0),
    quizzes: quizIds.map((quizId, i) => ({ quizId, weight: 1 + (i % 3) })),
  };

  // A warm-up run (plans, JIT), then the measured ones.
  const warm = await computeFor(db, courseId, settings, new Map(), true);
  if (warm.students.length !== STUDENTS) throw new Error(`expected ${STUDENTS} students, got ${warm.students.length}`);

  const { bestMs, ...loop } = await measureLoopCost(RUNS, () => computeFor(db, courseId, settings, new Map(), true));
  return {
    database,
    students: STUDENTS,
    quizzes: QUIZZES,
    attempts: STUDENTS * QUIZZES * 2,
    seedMs: Math.round(seedMs),
    computeMs: bestMs,
    ...loop,
  };
}

export function reportLines(r: ReportsReport): string[] {
  return [
    "## Assessment reports",
    "",
    `A course of ${r.students} students × ${r.quizzes} quizzes (${r.attempts} released exam attempts, seeded in ${r.seedMs} ms) on ${r.database}.`,
    "",
    "| compute (best of runs) | event loop max delay | p99 delay | longest 5 ms-timer gap | max delay ÷ compute | target |",
    "|---:|---:|---:|---:|---:|---|",
    `| ${r.computeMs} ms (${r.runs} runs) | ${r.loopMaxDelayMs} ms | ${r.loopP99DelayMs} ms | ${r.tickerMaxGapMs} ms | ${r.blockRatio} | none set (issue #15 keeps the figures); it must compute |`,
    "",
  ];
}
