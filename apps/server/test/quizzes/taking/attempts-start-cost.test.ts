import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AttemptView } from "@tq/contract/quiz-attempts";
import type { Db } from "../../../src/db/client.ts";
import { questionOptions, questions, quizAttempts, quizStructureVersions } from "../../../src/db/schema/index.ts";
import { attemptQuestions } from "../../../src/modules/quizzes/taking/attempt-questions.ts";
import { deleteLevel, insertLevel } from "../../../src/modules/authoring/structure-repo.ts";
import { insertQuestion } from "../../../src/modules/quizzes/authoring/question-store.ts";
import { setStatus } from "../../../src/modules/quizzes/authoring/quiz-repo.ts";
import { insertSelector } from "../../../src/modules/quizzes/authoring/section-repo.ts";
import { subscribe } from "../../enrolment/enrolment-factory.ts";
import { bearer, buildUser, signIn } from "../../support/helpers.ts";
import { buildQuiz, quizWorld, sampleQuestion } from "../quiz-factory.ts";

/**
 * What a start costs (issue #15, ADR 0070): a few statements, however many questions, sections
 * and selectors the quiz has, because the quiz's structure is read once per version and kept in
 * memory; never a stale structure after any authoring change; each attempt its own draw; one
 * cache per database.
 */

type World = Awaited<ReturnType<typeof quizWorld>>;
let w: World;
beforeAll(async () => {
  w = await quizWorld();
  watchStatements(w.t.database.db);
});
afterAll(() => w.t.close());

// Every statement a database is sent, in transactions too, on PGlite and on PostgreSQL.
type Query = (...args: unknown[]) => Promise<unknown>;
type Queryable = { query: Query };
type Connected = (err: unknown, client: Queryable | undefined, done: unknown) => void;
const statements: string[] = [];
const watched = new WeakSet<object>();

function watch(target: Queryable): void {
  if (watched.has(target)) return;
  watched.add(target);
  const query = target.query.bind(target);
  target.query = (...args) => {
    const first = args[0];
    statements.push(typeof first === "string" ? first : String((first as { text?: unknown }).text));
    return query(...args);
  };
}

function watchStatements(db: Db): void {
  const client = (db as unknown as { $client: object }).$client;
  if ("totalCount" in client) {
    // node-postgres: every query (pool.query too) runs on a client the pool hands out.
    const pool = client as unknown as { connect: (cb?: Connected) => Promise<Queryable> | undefined };
    const connect = pool.connect.bind(pool);
    pool.connect = (cb?: Connected) => {
      if (cb)
        return connect((err, c, done) => {
          if (c) watch(c);
          cb(err, c, done);
        });
      return connect()?.then((c) => {
        watch(c);
        return c;
      });
    };
    return;
  }
  const pglite = client as Queryable & { transaction: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown> };
  watch(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (fn) =>
    transaction((tx) => {
      watch(tx);
      return fn(tx);
    });
}

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await run();
  return [...statements];
}

const db = () => w.t.database.db;
const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });

/** A subscribed student whose token has been used once (its first use records the time: not a start's cost). */
async function newStudent(t: World["t"] = w.t, courseId = w.tree.course.id): Promise<string> {
  const user = await buildUser(t.database, { role: "student" });
  await subscribe(t.database, user.id, courseId);
  const token = await signIn(t.app, user.email);
  await t.app.inject({ method: "GET", url: "/api/quizzes/available", headers: bearer(token) });
  return token;
}

async function start(token: string, quizId: number, t: World["t"] = w.t): Promise<AttemptView> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/quizzes/${quizId}/attempts`,
    headers: bearer(token),
    payload: { mode: "exam" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AttemptView;
}

/** A new attempt of `quizId` by `token`'s student (the previous one is submitted first, so a start never resumes). */
async function fresh(token: string, quizId: number): Promise<AttemptView> {
  const view = await start(token, quizId);
  const done = await w.t.app.inject({ method: "POST", url: `/api/attempts/${view.id}/submit`, headers: bearer(token) });
  expect(done.statusCode, done.body).toBe(200);
  return view;
}

/** The question ids an attempt froze, in its order (the player never sees them). */
async function questionIdsOf(attemptId: number): Promise<number[]> {
  const [row] = await db()
    .select({ id: quizAttempts.id, draw: quizAttempts.draw })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId));
  return row ? (await attemptQuestions(db(), row)).map((q) => q.questionId) : [];
}

const anySelector = { chapterIds: [], levelIds: [], difficultyMin: 1, difficultyMax: 5 };

describe("what a start costs", () => {
  it("three statements, the same for 8 questions or 38, and none reads the quiz's questions", async () => {
    const big = await buildQuiz(w.t.database, place());
    for (let i = 0; i < 30; i += 1) await insertQuestion(db(), big.sections.partB, sampleQuestion("single"));
    const costs: number[] = [];
    for (const quizId of [w.built.quizId, big.quizId]) {
      // The first start reads the structure; the next ones (the class) find it in memory.
      const cold = await statementsOf(async () => start(await newStudent(), quizId));
      expect(cold.filter((s) => /from "quiz_sections"/.test(s))).toHaveLength(1);
      // The first start stores the quiz's frozen questions (ADR 0074), once: the class refers to them.
      expect(cold.filter((s) => /insert into "quiz_frozen_questions"/.test(s))).toHaveLength(1);
      const token = await newStudent();
      const warm = await statementsOf(() => start(token, quizId));
      expect(
        warm.some((s) => /from "(questions|question_options|quiz_sections)"/.test(s)),
        warm.join("\n"),
      ).toBe(false);
      costs.push(warm.length);
    }
    expect(costs[1]).toBe(costs[0]);
    // The session; the quiz with its course, version, staff?, subscribed?, one open?, exams so far; the insert.
    expect(costs[0]).toBeLessThanOrEqual(3);
  });

  it("draws every selector from memory and reads the drawn questions at once, however many selectors", async () => {
    for (const selectors of [1, 4]) {
      const quiz = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null, title: "Mock" });
      for (let i = 0; i < selectors; i += 1)
        await insertSelector(db(), quiz.sections.partB, { ...anySelector, count: 1 });
      await start(await newStudent(), quiz.quizId);
      const token = await newStudent();
      let view: AttemptView | undefined;
      const warm = await statementsOf(async () => (view = await start(token, quiz.quizId)));
      expect(view?.questions).toHaveLength(8 + selectors);
      expect(
        warm.filter((s) => /from "questions"/.test(s)),
        warm.join("\n"),
      ).toHaveLength(1);
      // A start's three, then the drawn questions with their options, reasons (when they have options) and
      // schemes, and the frozen questions no attempt drew before (ADR 0074).
      expect(warm.length).toBeLessThanOrEqual(8);
    }
  });

  it("reads the structure once when a class starts at the same moment", async () => {
    const quiz = await buildQuiz(w.t.database, place());
    const tokens = await Promise.all(Array.from({ length: 8 }, () => newStudent()));
    const sent = await statementsOf(() => Promise.all(tokens.map((token) => start(token, quiz.quizId))));
    expect(sent.filter((s) => /from "quiz_sections"/.test(s))).toHaveLength(1);
    expect(sent.filter((s) => /insert into "quiz_frozen_questions"/.test(s))).toHaveLength(1);
  });
});

describe("the structure kept in memory is never stale", () => {
  let token: string;
  beforeAll(async () => {
    token = await newStudent();
  });
  const stems = (view: AttemptView) => view.questions.map((q) => q.stemHtml);

  it("shows a question edited through the API at the next start", async () => {
    const quiz = await buildQuiz(w.t.database, place());
    expect(stems(await fresh(token, quiz.quizId)).join()).not.toContain("Edited stem");
    const put = await w.call("PUT", `/api/quizzes/questions/${quiz.questions.truefalse}`, "owner", {
      ...sampleQuestion("truefalse"),
      stemHtml: "<p>Edited stem</p>",
      baseRevision: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(stems(await fresh(token, quiz.quizId))[2]).toContain("Edited stem");
  });

  it("follows sections and selectors added, questions deleted, and options changed by plain SQL", async () => {
    const quiz = await buildQuiz(w.t.database, place());
    expect((await fresh(token, quiz.quizId)).questions).toHaveLength(8);
    const added = await w.call("POST", `/api/quizzes/${quiz.quizId}/sections`, "owner", { title: "Part C" });
    expect(added.statusCode, added.body).toBe(201);
    const partC = (added.json() as { id: number }).id;
    await insertQuestion(db(), partC, sampleQuestion("numeric"));
    let view = await fresh(token, quiz.quizId);
    expect(view.questions.map((q) => q.sectionTitle).at(-1)).toBe("Part C");
    expect(view.questions).toHaveLength(9);

    await insertSelector(db(), partC, { ...anySelector, count: 2 });
    expect((await fresh(token, quiz.quizId)).questions).toHaveLength(11);

    await db().delete(questions).where(eq(questions.id, quiz.extra));
    view = await fresh(token, quiz.quizId);
    expect(view.questions).toHaveLength(10);
    expect(view.questions.some((q) => q.sectionTitle === "Part B")).toBe(false);

    await db()
      .update(questionOptions)
      .set({ rendered: "<p>Rewritten by hand</p>" })
      .where(eq(questionOptions.questionId, quiz.questions.single));
    view = await fresh(token, quiz.quizId);
    expect(view.questions[0]?.options.every((o) => o.html === "<p>Rewritten by hand</p>")).toBe(true);
  });

  it("follows the pool: a question's difficulty, its chapter quiz unpublished, its level deleted", async () => {
    const level = await insertLevel(db(), w.tree.subject.id, "Temporary");
    const inCh2 = { ...place(), chapterId: w.tree.chapters.ch2.id, levelId: level, difficulty: 2 };
    const pool = await buildQuiz(w.t.database, inCh2);
    const mock = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null, title: "Mock" });
    await insertSelector(db(), mock.sections.partB, {
      count: 50,
      chapterIds: [w.tree.chapters.ch2.id],
      levelIds: [level],
      difficultyMin: 1,
      difficultyMax: 3,
    });
    const drawn = async () => (await fresh(token, mock.quizId)).questions.length - 8;
    expect(await drawn()).toBe(8);
    await db().update(questions).set({ difficulty: 5 }).where(eq(questions.id, pool.questions.numeric));
    expect(await drawn()).toBe(7);
    await setStatus(db(), pool.quizId, "draft");
    expect(await drawn()).toBe(0);
    await setStatus(db(), pool.quizId, "published");
    expect(await drawn()).toBe(7);
    await deleteLevel(db(), level);
    expect(await drawn()).toBe(0);
  });
});

describe("each attempt its own draw", () => {
  it("draws and shuffles anew for every attempt from the one structure kept", async () => {
    const quiz = await buildQuiz(w.t.database, {
      ...place(),
      kind: "subject",
      chapterId: null,
      title: "Shuffled mock",
      settings: { shuffleQuestions: true },
    });
    await insertSelector(db(), quiz.sections.partB, { ...anySelector, count: 3 });
    const token = await newStudent();
    const draws = new Set<string>();
    const orders = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const ids = await questionIdsOf((await fresh(token, quiz.quizId)).id);
      orders.add(ids.slice(0, 7).join());
      draws.add(
        ids
          .slice(7)
          .filter((id) => id !== quiz.extra)
          .sort((a, b) => a - b)
          .join(),
      );
    }
    // Eight identical draws of 3 among dozens, or eight identical orders of 7, would be chance of under 1e-12.
    expect(draws.size).toBeGreaterThan(1);
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("one cache per database", () => {
  it("never answers one database's structure in another with the same quiz, subject and version", async () => {
    const a = await quizWorld();
    const b = await quizWorld();
    try {
      for (const [world, stem] of [
        [a, "<p>From A</p>"],
        [b, "<p>From B</p>"],
      ] as const) {
        await world.t.database.db
          .update(questions)
          .set({ stemRendered: stem })
          .where(eq(questions.id, world.built.questions.single));
      }
      const versionOf = async (world: World) =>
        (await world.t.database.db.select().from(quizStructureVersions)).find(
          (v) => v.subjectId === world.tree.subject.id,
        )?.version;
      // The same keys in both: a cache shared by the two would answer B with A's questions.
      expect(b.built.quizId).toBe(a.built.quizId);
      expect(b.tree.subject.id).toBe(a.tree.subject.id);
      expect(await versionOf(b)).toBe(await versionOf(a));
      const fromA = await start(await newStudent(a.t, a.tree.course.id), a.built.quizId, a.t);
      const fromB = await start(await newStudent(b.t, b.tree.course.id), b.built.quizId, b.t);
      expect(fromA.questions[0]?.stemHtml).toBe("<p>From A</p>");
      expect(fromB.questions[0]?.stemHtml).toBe("<p>From B</p>");
    } finally {
      await a.t.close();
      await b.t.close();
    }
  });
});
