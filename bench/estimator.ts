/**
 * The estimator at scale (issue #6): about 50,000 active subscriptions (10,000 students in five
 * countries × five courses, a third of them tutored) on top of the demo data, then
 * GET /api/estimator several times. The baseline is counted in SQL (GROUP BY country, course), so
 * the time should barely grow with the subscriber base; while it runs, perf_hooks'
 * monitorEventLoopDelay and a 5 ms ticker record how long the event loop was held.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client.ts";
import { measureLoopCost } from "./event-loop.ts";

export interface EstimatorReport {
  database: string;
  subscriptions: number;
  seedMs: number;
  /** Wall time of one GET /api/estimator, best of the runs. */
  requestMs: number;
  runs: number;
  loopMaxDelayMs: number;
  loopP99DelayMs: number;
  tickerMaxGapMs: number;
  /** Longest hold ÷ request time: near 0 means the work was mostly the database's. */
  blockRatio: number;
}

const STUDENTS = Number(process.env.BENCH_ESTIMATOR_STUDENTS ?? 10_000);
const COURSES = 5;
const RUNS = 5;

/** Students in five countries, each subscribed to the first five courses; written set-based. */
async function seed(db: Db): Promise<number> {
  const run = randomBytes(3).toString("hex");
  await db.execute(sql`
    insert into users (email, password_hash, firstname, lastname, profession, country, role)
    select 'ebench-' || ${run} || '-' || g || '@bench.example', 'x', 'Bench', 'Student ' || g, 'Student',
           (array['NG','GB','KE','US','JP'])[1 + g % 5], 'student'
      from generate_series(1, ${STUDENTS}) g`);
  const tutor = await db.execute(sql`select id from users where role = 'teacher' order by id limit 1`);
  const tutorId = (tutor as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
  await db.execute(sql`
    insert into subscriptions (user_id, course_id, tutor_id, status, starts_at, expires_at)
    select u.id, c.id, case when u.id % 3 = 0 then ${tutorId}::int end, 'active',
           now() - interval '30 days', now() + interval '60 days'
      from users u
      cross join (select id from courses order by id limit ${COURSES}) c
     where u.email like ${`ebench-${run}-%`}`);
  await db.execute(sql`analyze subscriptions`);
  const counted = await db.execute(
    sql`select count(*)::int as n from subscriptions where status = 'active' and expires_at > now()`,
  );
  return (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function measureEstimator(base: string, db: Db, token: string, database: string) {
  const t0 = performance.now();
  const subscriptions = await seed(db);
  const seedMs = performance.now() - t0;
  const get = async () => {
    const res = await fetch(`${base}/api/estimator`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET /api/estimator answered ${res.status}`);
    await res.arrayBuffer();
  };
  await get(); // warm-up: plans, JIT

  const { bestMs, ...loop } = await measureLoopCost(RUNS, get);
  return {
    database,
    subscriptions,
    seedMs: Math.round(seedMs),
    requestMs: bestMs,
    ...loop,
  } satisfies EstimatorReport;
}

export function estimatorLines(r: EstimatorReport): string[] {
  return [
    "## Estimator",
    "",
    `GET /api/estimator over ${r.subscriptions} active subscriptions (seeded in ${r.seedMs} ms) on ${r.database}.`,
    "",
    "| request (best of runs) | event loop max delay | p99 delay | longest 5 ms-timer gap | max delay ÷ request | target |",
    "|---:|---:|---:|---:|---:|---|",
    `| ${r.requestMs} ms (${r.runs} runs) | ${r.loopMaxDelayMs} ms | ${r.loopP99DelayMs} ms | ${r.tickerMaxGapMs} ms | ${r.blockRatio} | none set (issue #15 keeps the figures); it must answer 200 |`,
    "",
  ];
}
