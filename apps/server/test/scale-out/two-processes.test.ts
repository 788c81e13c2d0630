import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthoringCourseList } from "@tq/contract/authoring";
import type { AttemptView, PlayerQuestion } from "@tq/contract/quiz-attempts";
import type { AvailableQuizzes } from "@tq/contract/quiz-catalog";
import type { CoursesForDisplay } from "@tq/contract/site";
import { eq } from "drizzle-orm";
import { attemptAnswers } from "../../src/db/schema/index.ts";
import { DEMO_PASSWORD } from "../../src/db/seed/seed.ts";
import { multipart, pngOf } from "../authoring/authoring-factory.ts";
import { responseFor } from "../support/answers.ts";
import { redisAnswersAt, TEST_REDIS_URL } from "../support/redis-probe.ts";
import { startMailCatcher, type MailCatcher } from "../support/mail-catcher.ts";
import {
  killServer,
  openPrepared,
  prepareData,
  spawnServer,
  type PreparedData,
  type ServerProcess,
} from "../support/process-server.ts";
import { startS3Server, type S3Server } from "../support/s3-server.ts";
import { LOGO_WIDTHS } from "@tq/contract/logos";

/**
 * Issue #18: two app processes on one PostgreSQL, one Redis and one S3 bucket, as the README's
 * scale-out section runs them, with a small round-robin proxy in front (a load balancer's part:
 * a backend that refuses connections is taken out). PostgreSQL pass only, and only where a Redis
 * answers (as the shared sign-in limits test).
 */
const redisUrl = TEST_REDIS_URL;
const redisAnswers = await redisAnswersAt(redisUrl);

interface Proxy {
  base: string;
  close(): Promise<void>;
}

/** Round robin over the backends still alive; a refused or reset connection takes one out (502). */
async function startProxy(backends: number[]): Promise<Proxy> {
  const alive = new Set(backends);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const live = backends.filter((p) => alive.has(p));
    const port = live[turn++ % Math.max(1, live.length)];
    if (port === undefined) return res.writeHead(503).end();
    const upstream = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      alive.delete(port);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const enabled = Boolean(process.env.TEST_DATABASE_URL) && redisAnswers;

describe.skipIf(!enabled)("two app processes behind a round-robin proxy", () => {
  let data: PreparedData;
  let s3: S3Server;
  let mail: MailCatcher;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let proxy: Proxy;

  beforeAll(async () => {
    [data, s3, mail] = await Promise.all([
      prepareData({ demo: true, postgres: true }),
      startS3Server(),
      startMailCatcher(),
    ]);
    const env = {
      REDIS_URL: redisUrl,
      SMTP_URL: mail.url,
      TRUST_PROXY: "true",
      MAIL_RETRY_BASE_MS: "100",
      MAIL_POLL_MS: "50",
      S3_URL: `${s3.settings.endpoint.replace("//", `//${s3.settings.accessKeyId}:${s3.settings.secretAccessKey}@`)}/${s3.settings.bucket}`,
    };
    // Each its own DATA_DIR: nothing is shared but the database, Redis and the bucket.
    a = await spawnServer({ dataDir: `${data.dataDir}/a`, databaseUrl: data.databaseUrl, env });
    b = await spawnServer({ dataDir: `${data.dataDir}/b`, databaseUrl: data.databaseUrl, env });
    await Promise.all([a.ready(120_000), b.ready(120_000)]);
    proxy = await startProxy([a.port, b.port]);
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await killServer(a);
    await killServer(b);
    await mail?.close();
    await s3?.close();
    await data?.remove();
  });

  const call = async <T>(base: string, method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const signIn = async (base: string, email: string) =>
    (await call<{ api_token: string }>(base, "POST", "/api/auth/login", undefined, { email, password: DEMO_PASSWORD }))
      .api_token;

  it("a logo uploaded and a course renamed through one are seen through the other within a second", async () => {
    const A = a?.base ?? "";
    const B = b?.base ?? "";
    const teacher = await signIn(A, "teacher@example.com");
    const mine = await call<AuthoringCourseList>(A, "GET", "/api/authoring/courses", teacher);
    const courseId = mine.courses[0]?.id;
    const cardOn = async (base: string) =>
      (await call<CoursesForDisplay>(base, "POST", "/api/admin/getcoursesfordisplay", undefined, {})).courses.find(
        (c) => c.id === courseId,
      );
    expect(await cardOn(B)).toBeDefined(); // B's cache now holds the old card

    const body = multipart(await pngOf(120, 90), "logo.png", "image/png");
    const uploaded = await fetch(`${A}/api/authoring/courses/${courseId}/logo`, {
      method: "POST",
      headers: { ...body.headers, authorization: `Bearer ${teacher}` },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const title = `Renamed at ${Date.now()}`;
    await call(A, "PATCH", `/api/authoring/courses/${courseId}`, teacher, { title });

    const changed = Date.now();
    let card = await cardOn(B);
    while (card?.title !== title && Date.now() - changed < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      card = await cardOn(B);
    }
    expect(card?.title, "the rename, on the other process within 1 s").toBe(title);
    expect(card?.logoUrl).toMatch(/^\/media\/logos\/[0-9a-f]{64}\.webp$/);
    // The logo and each of its smaller copies (ADR 0092), stored through A, are served by B.
    for (const url of [
      card?.logoUrl ?? "",
      ...LOGO_WIDTHS.map((w) => card?.logoUrl?.replace(/\.webp$/, `-${w}.webp`)),
    ]) {
      const logo = await fetch(`${B}${url}`);
      expect(logo.status, url).toBe(200);
      expect(logo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await logo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it("a password reset whose first sending fails is mailed once, by one process's worker", async () => {
    const before = mail.mails.length;
    // The relay turns the first try away: the retry is the worker's, and both processes poll.
    mail.rejectNext(1);
    await call(proxy.base, "POST", "/api/auth/recovermypassword", undefined, { email: "guardian@example.com" });
    const asked = Date.now();
    while (mail.mails.length === before && Date.now() - asked < 10_000) await new Promise((r) => setTimeout(r, 25));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a second copy would have come by now
    expect(mail.mails.slice(before).filter((m) => m.to.includes("guardian@example.com"))).toHaveLength(1);
  });

  it("kill -9 of one under answer-save load: the other keeps serving, no acknowledged save is lost", async () => {
    const token = await signIn(proxy.base, "student@example.com");
    const available = await call<AvailableQuizzes>(proxy.base, "GET", "/api/quizzes/available", token);
    const quiz = available.courses
      .flatMap((c) => c.subjects.flatMap((s) => s.chapters.flatMap((ch) => ch.quizzes)))
      .find((q) => !q.inProgress && (q.attemptsLeft ?? 1) > 0);
    const attempt = await call<AttemptView>(proxy.base, "POST", `/api/quizzes/${quiz?.id}/attempts`, token, {
      mode: "exam",
    });
    const questions = attempt.questions;
    const acknowledged = new Map<number, number>(); // question key → the highest seq answered 200
    let seq = 0;
    let killedAt = 0;
    let servedAfterKill = 0;
    // What the requests after the kill got (status → count): the failure's message says it (a
    // CI run once saw 0 answered by the survivor in 10 s; the cause is not known yet).
    const afterKill = new Map<string, number>();
    const saver = async () => {
      // After the kill: 2 s, or up to 10 s until the survivor has answered more than 10 (a busy
      // CI machine once let it answer 1 within 2 s while the other Vitest worker ran).
      const going = () => !killedAt || Date.now() - killedAt < (servedAfterKill > 10 ? 2_000 : 10_000);
      while (going()) {
        seq += 1;
        const mine = seq;
        const question = questions[mine % questions.length] as PlayerQuestion;
        const res = await fetch(`${proxy.base}/api/attempts/${attempt.id}/answers/${question.key}`, {
          method: "PUT",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ response: responseFor(question, mine), clientSeq: mine }),
        }).catch(() => null);
        if (killedAt) {
          const what = res ? String(res.status) : "no answer";
          afterKill.set(what, (afterKill.get(what) ?? 0) + 1);
        }
        if (res?.status === 200) {
          acknowledged.set(question.key, Math.max(acknowledged.get(question.key) ?? 0, mine));
          if (killedAt) servedAfterKill += 1;
        }
        await res?.arrayBuffer();
      }
    };
    const savers = Promise.all(Array.from({ length: 4 }, saver));
    const loading = Date.now();
    while ((acknowledged.size < questions.length || seq < 40) && Date.now() - loading < 20_000) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(acknowledged.size, "every question saved before the kill").toBe(questions.length);
    a?.child.kill("SIGKILL");
    killedAt = Date.now();
    await savers;
    expect(
      servedAfterKill,
      `saves answered by the survivor (after the kill: ${JSON.stringify(Object.fromEntries(afterKill))})`,
    ).toBeGreaterThan(10);

    const database = await openPrepared(data);
    try {
      const rows = await database.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
      for (const [key, highest] of acknowledged) {
        const row = rows.find((r) => r.questionKey === key);
        expect(row?.clientSeq ?? 0, `question ${key}`).toBeGreaterThanOrEqual(highest);
        const question = questions.find((q) => q.key === key) as PlayerQuestion;
        expect(row?.response).toEqual(responseFor(question, row?.clientSeq ?? 0));
      }
    } finally {
      await database.close();
    }
  });
});
