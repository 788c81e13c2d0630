import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AttemptResult, AttemptView } from "@tq/contract/quiz-attempts";
import {
  RECORDS_PAGE_SIZE,
  type MyRecords,
  type StaffRecords,
  type StudentQuizAttempts,
} from "@tq/contract/quiz-records";
import { quizAttempts } from "../../../src/db/schema/index.ts";
import { newVerificationCode } from "../../../src/modules/quizzes/taking/attempt-code.ts";
import { csvCell, toCsv } from "../../../src/lib/csv.ts";
import { bearer, buildUser, errorOf, signIn } from "../../support/helpers.ts";
import { subscribe } from "../../enrolment/enrolment-factory.ts";
import { buildQuiz, quizWorld } from "../quiz-factory.ts";

let w: Awaited<ReturnType<typeof quizWorld>>;
beforeAll(async () => {
  w = await quizWorld();
});
afterAll(() => w.t.close());

type Who = Parameters<typeof w.call>[2];
const place = () => ({ courseId: w.tree.course.id, subjectId: w.tree.subject.id, chapterId: w.tree.chapters.ch1.id });

/** A student of this test's own, signed in: `get(url)` calls as them. */
async function freshStudent(firstname = "Ada", lastname = "Lovelace") {
  const user = await buildUser(w.t.database, { role: "student", firstname, lastname });
  await subscribe(w.t.database, user.id, w.tree.course.id);
  const token = await signIn(w.t.app, user.email);
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    w.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { user, call };
}
type Student = Awaited<ReturnType<typeof freshStudent>>;

/**
 * Starts an exam, answers the true/false question (key 3) right and, with `essay`, the
 * subjective one (key 6: keyword-marked, so provisional where the quiz requires review); submits.
 */
async function submitExam(s: Student, quizId: number, essay = false): Promise<{ id: number; result: AttemptResult }> {
  const view = (await s.call("POST", `/api/quizzes/${quizId}/attempts`, { mode: "exam" })).json() as AttemptView;
  const saved = await s.call("PUT", `/api/attempts/${view.id}/answers/3`, {
    response: { type: "truefalse", value: false },
    clientSeq: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (essay) {
    const response = { type: "subjective", text: "It stays at rest." };
    expect((await s.call("PUT", `/api/attempts/${view.id}/answers/6`, { response, clientSeq: 2 })).statusCode).toBe(
      200,
    );
  }
  const res = await s.call("POST", `/api/attempts/${view.id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  return { id: view.id, result: res.json() as AttemptResult };
}

const mine = async (s: Student, kind = "chapter") => {
  const res = await s.call("GET", `/api/records/mine?kind=${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MyRecords).records;
};
const staff = async (query: string, who: Who = "owner") => {
  const res = await w.call("GET", `/api/records?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffRecords;
};

describe("a student's own records", () => {
  it("lists chapter-quiz attempts with the place, the score and the code; subject quizzes apart", async () => {
    const s = await freshStudent();
    const quiz = await buildQuiz(w.t.database, { ...place(), title: "Own records" });
    const subjectQuiz = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null });
    const { id } = await submitExam(s, quiz.quizId);
    const other = await submitExam(s, subjectQuiz.quizId);
    const [record, ...rest] = await mine(s);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({
      attemptId: id,
      quizTitle: "Own records",
      kind: "chapter",
      courseTitle: "Test Mechanics",
      subjectTitle: "Dynamics",
      chapterNumber: 1,
      mode: "exam",
      status: "submitted",
      state: "released",
      score: 2,
      maxScore: 19,
      passed: false,
      provisional: false,
    });
    expect(record?.verificationCode).toMatch(/^[2-9A-Z]{12}$/);
    expect(record?.firstTutorial?.tutorialId).toBeGreaterThan(0);
    expect((await mine(s, "subject")).map((r) => r.attemptId)).toEqual([other.id]);
  });

  it("hides the scores of results held until marking, and shows them once released", async () => {
    const s = await freshStudent();
    const held = await buildQuiz(w.t.database, { ...place(), settings: { releasePolicy: "after_marking" } });
    const review = await buildQuiz(w.t.database, {
      ...place(),
      settings: { releasePolicy: "after_marking", requiresReview: true },
    });
    const a = await submitExam(s, held.quizId);
    const b = await submitExam(s, review.quizId, true);
    const byId = new Map((await mine(s)).map((r) => [r.attemptId, r]));
    expect(byId.get(a.id)).toMatchObject({ state: "held", score: null, maxScore: null, percent: null, passed: null });
    expect(byId.get(b.id)).toMatchObject({ state: "awaiting_marking", score: null, provisional: false });
    // Staff see the scores all along.
    const page = await staff(`quizId=${held.quizId}`);
    expect(page.records[0]).toMatchObject({ attemptId: a.id, state: "held", score: 2, released: false });
    expect((await w.call("POST", `/api/marking/quizzes/${held.quizId}/release`, "owner")).statusCode).toBe(200);
    expect((await mine(s)).find((r) => r.attemptId === a.id)).toMatchObject({ state: "released", score: 2 });
  });

  it("submits an expired attempt before listing it, and keeps each student to their own", async () => {
    const s = await freshStudent();
    const quiz = await buildQuiz(w.t.database, { ...place(), settings: { timeLimitMinutes: 5 } });
    const view = (await s.call("POST", `/api/quizzes/${quiz.quizId}/attempts`, { mode: "exam" })).json() as AttemptView;
    expect((await mine(s))[0]).toMatchObject({ attemptId: view.id, state: "in_progress", verificationCode: null });
    await w.t.database.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(quizAttempts.id, view.id));
    expect((await mine(s))[0]).toMatchObject({ attemptId: view.id, status: "submitted", state: "released" });
    const other = await freshStudent();
    expect(await mine(other)).toEqual([]);
    expect((await w.call("GET", "/api/records/mine", "owner")).statusCode).toBe(403);
    expect((await w.call("GET", "/api/records/mine", null)).statusCode).toBe(401);
    expect((await s.call("GET", "/api/records/mine?kind=tutorial")).statusCode).toBe(400);
  });
});

describe("the markers' records", () => {
  it("scopes each marker to the courses they mark", async () => {
    const s = await freshStudent("Scope", "Student");
    const { id } = await submitExam(s, w.built.quizId);
    const has = (p: StaffRecords) => p.records.some((r) => r.attemptId === id);
    for (const who of ["owner", "assistant", "tutor", "world"] as const) expect(has(await staff("", who))).toBe(true);
    // Another course's teacher and assistant see none of it, and may not ask for it by course or quiz.
    const owners = (await staff(`kind=chapter&courseId=${w.tree.course.id}`)).choices;
    expect(owners.courses.map((c) => c.id)).toContain(w.tree.course.id);
    expect(owners.quizzes.map((q) => q.id)).toContain(w.built.quizId);
    expect(owners.quizzes.every((q) => q.kind === "chapter" && q.courseId === w.tree.course.id)).toBe(true);
    const others = await staff("", "otherTeacher");
    expect(others.choices.courses.map((c) => c.id)).not.toContain(w.tree.course.id);
    expect(others.choices.quizzes.map((q) => q.id)).not.toContain(w.built.quizId);
    expect(has(others)).toBe(false);
    expect(has(await staff("", "otherAssistant"))).toBe(false);
    const course = await w.call("GET", `/api/records?courseId=${w.tree.course.id}`, "otherTeacher");
    expect(course.statusCode).toBe(403);
    expect((await w.call("GET", `/api/records?quizId=${w.built.quizId}`, "otherAssistant")).statusCode).toBe(403);
    expect((await w.call("GET", "/api/records.csv", "otherTeacher")).body).not.toContain("Scope Student");
    expect((await w.call("GET", "/api/records?courseId=999999", "owner")).statusCode).toBe(404);
    expect((await w.call("GET", "/api/records", "student")).statusCode).toBe(403);
    expect((await w.call("GET", "/api/records", "country")).statusCode).toBe(403);
    expect((await w.call("GET", "/api/records.csv", null)).statusCode).toBe(401);
  });

  it("filters by kind, quiz, mode, status, student and dates", async () => {
    const s = await freshStudent("Filter", "O'Brien");
    const quiz = await buildQuiz(w.t.database, { ...place(), settings: { requiresReview: true } });
    const subjectQuiz = await buildQuiz(w.t.database, { ...place(), kind: "subject", chapterId: null });
    const exam = await submitExam(s, quiz.quizId, true);
    await s.call("POST", `/api/quizzes/${quiz.quizId}/attempts`, { mode: "practice" });
    const sub = await submitExam(s, subjectQuiz.quizId);
    const ids = async (q: string) => (await staff(q)).records.map((r) => r.attemptId);
    const who = `q=${encodeURIComponent("filter o'brien")}`;
    expect(await ids(`${who}&quizId=${quiz.quizId}&mode=exam`)).toEqual([exam.id]);
    expect(await ids(`${who}&kind=subject`)).toEqual([sub.id]);
    expect(await ids(`${who}&status=awaiting_marking`)).toEqual([exam.id]);
    expect((await staff(`${who}&status=in_progress`)).records).toMatchObject([{ mode: "practice" }]);
    expect(await ids(`q=${encodeURIComponent(s.user.email)}&status=submitted&order=oldest`)).toEqual([exam.id, sub.id]);
    // `%` is a letter in a search, not a wildcard.
    expect(await ids(`q=%25`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`${who}&from=${today}&to=${today}&kind=subject`)).toEqual([sub.id]);
    expect(await ids(`${who}&to=2000-01-01`)).toEqual([]);
    const backwards = await w.call("GET", `/api/records?from=${today}&to=2000-01-01`, "owner");
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields?.to).toBeDefined();
    expect((await w.call("GET", "/api/records?status=lost", "owner")).statusCode).toBe(400);
  });

  it("pages the records, with the total over all pages", async () => {
    const quiz = await buildQuiz(w.t.database, { ...place(), title: "Paged" });
    const student = await buildUser(w.t.database, { role: "student" });
    const base = Date.UTC(2026, 0, 1);
    await w.t.database.db.insert(quizAttempts).values(
      Array.from({ length: RECORDS_PAGE_SIZE + 2 }, (_, i) => ({
        quizId: quiz.quizId,
        userId: student.id,
        mode: "practice",
        status: "submitted",
        startedAt: new Date(base + i * 60_000),
        submittedAt: new Date(base + i * 60_000 + 1000),
        score: i,
        maxScore: 100,
        percent: i,
        passed: false,
        provisional: false,
        releasedAt: new Date(base),
        verificationCode: newVerificationCode(),
        draw: [],
        rules: {
          negativeMarking: false,
          requiresReview: false,
          passPercent: 50,
          releasePolicy: "immediately" as const,
        },
      })),
    );
    const first = await staff(`quizId=${quiz.quizId}`);
    expect(first).toMatchObject({ page: 1, pageSize: RECORDS_PAGE_SIZE, total: RECORDS_PAGE_SIZE + 2 });
    expect(first.records[0]?.score).toBe(RECORDS_PAGE_SIZE + 1);
    const second = await staff(`quizId=${quiz.quizId}&page=2`);
    expect(second.records.map((r) => r.score)).toEqual([1, 0]);
    expect(await staff(`quizId=${quiz.quizId}&page=3`)).toMatchObject({ records: [], total: RECORDS_PAGE_SIZE + 2 });
    expect((await w.call("GET", "/api/records?page=0", "owner")).statusCode).toBe(400);
  });
});

describe("the CSV export", () => {
  it("answers the filtered records as a named CSV file, formulas defused", async () => {
    const s = await freshStudent('=HYPERLINK("http://evil")', "+Smith, Jr");
    const quiz = await buildQuiz(w.t.database, { ...place(), title: "CSV quiz" });
    const { id } = await submitExam(s, quiz.quizId);
    const res = await w.call("GET", `/api/records.csv?quizId=${quiz.quizId}`, "tutor");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="quiz-records-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Attempt,Course,Subject,Chapter,Quiz,Kind,Student,Email,/);
    expect(lines[1]).toContain(`${id},Test Mechanics,Dynamics,1. Newton's laws,CSV quiz,chapter,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") +Smith, Jr"`);
    expect(lines[1]).toContain(",2,19,10.53,no,");
    // The same filters as the list: another quiz's export has no such row.
    const other = await w.call("GET", `/api/records.csv?quizId=${w.built.quizId}&q=HYPERLINK`, "owner");
    expect(
      other.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
  });

  it("escapes cells: quotes, separators, line breaks and formula starts", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell(-1.5)).toBe("-1.5");
    expect(csvCell(null)).toBe("");
    expect(
      toCsv([
        ["a", 1],
        [null, "b"],
      ]),
    ).toBe("\uFEFFa,1\r\n,b\r\n");
  });
});

describe("one student's attempts of a quiz", () => {
  it("lists them newest first for the course's markers only", async () => {
    const s = await freshStudent("Listed", "Student");
    const quiz = await buildQuiz(w.t.database, { ...place(), settings: { releasePolicy: "after_marking" } });
    const first = await submitExam(s, quiz.quizId);
    const second = await submitExam(s, quiz.quizId);
    const url = `/api/marking/students/${s.user.id}/quizzes/${quiz.quizId}/attempts`;
    const res = await w.call("GET", url, "assistant");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as StudentQuizAttempts;
    expect(list).toMatchObject({ studentName: "Listed Student", quizId: quiz.quizId, courseTitle: "Test Mechanics" });
    expect(list.attempts.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(list.attempts[0]).toMatchObject({ state: "held", score: 2, mode: "exam" });
    expect((await w.call("GET", url, "otherTeacher")).statusCode).toBe(403);
    expect((await w.call("GET", url, "student")).statusCode).toBe(403);
    expect(
      (await w.call("GET", `/api/marking/students/${s.user.id}/quizzes/999999/attempts`, "owner")).statusCode,
    ).toBe(404);
    // Someone without attempts: an empty list that names nobody.
    const nobody = await w.call(
      "GET",
      `/api/marking/students/${w.people.country.id}/quizzes/${quiz.quizId}/attempts`,
      "owner",
    );
    expect(nobody.json()).toMatchObject({ studentName: "", attempts: [] });
  });
});
