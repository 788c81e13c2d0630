import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Comment, CommentPage } from "@tq/contract/catalog";
import { auditLog, courseStaff, tutorialComments, tutorials } from "../../src/db/schema/index.ts";
import { buildCourseTree } from "./catalog-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildCourseTree>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.database, { role: "teacher", firstname: "Tina", lastname: "owens" });
  const assistant = await buildUser(t.database, { role: "teachingassistant" });
  const tutor = await buildUser(t.database, { role: "teacher" });
  const otherTeacher = await buildUser(t.database, { role: "teacher" });
  const student = await buildUser(t.database, { firstname: "Ada", lastname: "Lovelace" });
  const classmate = await buildUser(t.database, { firstname: "Ben" });
  const world = await buildUser(t.database, { role: "worlddirector" });
  tree = await buildCourseTree(t.database, { ownerId: owner.id });
  await t.database.db.insert(courseStaff).values([
    { courseId: tree.course.id, userId: assistant.id, role: "assistant" },
    { courseId: tree.course.id, userId: tutor.id, role: "tutor" },
  ]);
  const people = { owner, assistant, tutor, otherTeacher, student, classmate, world };
  for (const [name, user] of Object.entries(people)) {
    tokens[name] = await signIn(t.app, user.email);
    ids[name] = user.id;
  }
});
afterAll(() => t.close());

const headers = (who?: string) => (who ? bearer(tokens[who] ?? "") : {});
const list = (tutorialId: number, who?: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/tutorials/${tutorialId}/comments${query}`, headers: headers(who) });
const post = (tutorialId: number, payload: object, who?: string) =>
  t.app.inject({ method: "POST", url: `/api/tutorials/${tutorialId}/comments`, headers: headers(who), payload });
const hide = (commentId: number, hidden: boolean, who?: string) =>
  t.app.inject({ method: "PATCH", url: `/api/comments/${commentId}`, headers: headers(who), payload: { hidden } });
const remove = (commentId: number, who?: string) =>
  t.app.inject({ method: "DELETE", url: `/api/comments/${commentId}`, headers: headers(who) });

async function ask(body: string, who: string, tutorialId = tree.tutorials.preview.id): Promise<Comment> {
  const res = await post(tutorialId, { body }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Comment;
}
async function answer(parentId: number, body: string, who: string): Promise<Comment> {
  const res = await post(tree.tutorials.preview.id, { body, parentId }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Comment;
}
const threadsOf = async (who?: string, tutorialId = tree.tutorials.preview.id) =>
  ((await list(tutorialId, who)).json() as CommentPage).threads;

describe("formulas in comments (issue #12)", () => {
  it("renders $…$ and $$…$$ with KaTeX and keeps everything else as escaped text", async () => {
    const q = await ask("Why is the derivative of $3x^2$ equal to $$6x$$? <b>not bold</b> & $5 or $10", "student");
    expect(q.body).toContain("$3x^2$");
    expect(q.bodyHtml).toContain('class="katex"');
    expect(q.bodyHtml).toContain('class="katex-display"');
    expect(q.bodyHtml).not.toContain("$3x^2$");
    expect(q.bodyHtml).toContain("&lt;b&gt;not bold&lt;/b&gt; &amp; $5 or $10");
    expect(q.bodyHtml).not.toContain("<b>");
    const listed = (await threadsOf("classmate")).find((thread) => thread.id === q.id);
    expect(listed?.bodyHtml).toBe(q.bodyHtml);
  });

  it("shows a formula KaTeX cannot read as its source, marked, never as markup", async () => {
    const q = await ask("Is $\\frac{1}{$ right? <img src=x onerror=alert(1)>", "student");
    expect(q.bodyHtml).toContain('class="math-error"');
    expect(q.bodyHtml).not.toContain("<img");
  });
});

describe("asking and answering", () => {
  it("lets a signed-in reader ask; visitors read the thread but may not post", async () => {
    const q = await ask("  Why is the net force zero here?  ", "student");
    expect(q).toMatchObject({
      body: "Why is the net force zero here?",
      parentId: null,
      author: { name: "Ada L.", staff: false },
      hidden: false,
      mine: true,
      canDelete: true,
    });
    const anonymous = await post(tree.tutorials.preview.id, { body: "Me too" });
    expect(anonymous.statusCode).toBe(401);
    const page = (await list(tree.tutorials.preview.id)).json() as CommentPage;
    expect(page.viewer).toEqual({ signedIn: false, staff: false });
    const shown = page.threads.find((x) => x.id === q.id);
    expect(shown).toMatchObject({ body: "Why is the net force zero here?", mine: false, canDelete: false });
  });

  it("lets the course's staff and the asker answer, oldest answer first, with the staff badge", async () => {
    const q = await ask("What does N stand for?", "student");
    await answer(q.id, "Newtons, the unit of force.", "owner");
    await answer(q.id, "Thank you!", "student");
    const fromTutor = await answer(q.id, "And 1 N = 1 kg·m/s².", "tutor");
    expect(fromTutor.author.staff).toBe(true);
    const thread = (await threadsOf("classmate")).find((x) => x.id === q.id);
    expect(thread?.answers.map((a) => [a.author.name, a.author.staff, a.body])).toEqual([
      ["Tina O.", true, "Newtons, the unit of force."],
      ["Ada L.", false, "Thank you!"],
      [expect.any(String), true, "And 1 N = 1 kg·m/s²."],
    ]);
    // Another student may not answer someone else's question.
    const res = await post(tree.tutorials.preview.id, { body: "I think so", parentId: q.id }, "classmate");
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toMatch(/staff and the person who asked/);
  });

  it("refuses an answer to an answer (one level), to another tutorial's question, and to a missing one", async () => {
    const q = await ask("Is friction a force?", "student");
    const a = await answer(q.id, "Yes.", "assistant");
    const nested = await post(tree.tutorials.preview.id, { body: "Really?", parentId: a.id }, "owner");
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).fields?.parentId).toMatch(/Reply to the question itself/);
    const elsewhere = await post(tree.tutorials.momentum.id, { body: "Here?", parentId: q.id }, "owner");
    expect(elsewhere.statusCode).toBe(400);
    expect((await post(tree.tutorials.preview.id, { body: "Hm", parentId: 999_999 }, "owner")).statusCode).toBe(400);
  });

  it("validates the text: 1–2000 characters of plain text", async () => {
    const empty = await post(tree.tutorials.preview.id, { body: "   " }, "student");
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.body).toBe("Write your question or answer.");
    const long = await post(tree.tutorials.preview.id, { body: "x".repeat(2001) }, "student");
    expect(errorOf(long).fields?.body).toBe("Use at most 2000 characters.");
    expect((await post(tree.tutorials.preview.id, { body: "x".repeat(2000) }, "student")).statusCode).toBe(201);
    const control = await post(tree.tutorials.preview.id, { body: "bad\u0000text" }, "student");
    expect(control.statusCode).toBe(400);
    // Markup is kept as the text it is (the page shows it as text, never as HTML).
    const markup = await ask("<b>bold</b> & <script>x</script>", "student");
    expect(markup.body).toBe("<b>bold</b> & <script>x</script>");
  });

  it("follows the reading rule: a subscribers-only tutorial is closed to students, open to staff; drafts are missing", async () => {
    expect((await list(tree.tutorials.paid.id)).statusCode).toBe(403);
    expect((await list(tree.tutorials.paid.id, "student")).statusCode).toBe(403);
    expect((await post(tree.tutorials.paid.id, { body: "Can I?" }, "student")).statusCode).toBe(403);
    expect((await list(tree.tutorials.paid.id, "assistant")).statusCode).toBe(200);
    expect((await post(tree.tutorials.paid.id, { body: "A note for later" }, "owner")).statusCode).toBe(201);
    expect((await list(tree.tutorials.draft.id, "student")).statusCode).toBe(404);
    expect((await list(999_999)).statusCode).toBe(404);
  });
});

describe("hiding", () => {
  it("lets staff hide and show; readers then do not see it, staff see it marked, and it is audited", async () => {
    const q = await ask("Rude words here", "classmate");
    const a = await answer(q.id, "Please keep it polite.", "owner");
    for (const who of ["student", "otherTeacher", "classmate"]) {
      const res = await hide(q.id, true, who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toMatch(/Only the course's staff/);
    }
    expect((await hide(q.id, true)).statusCode).toBe(401);
    const res = await hide(q.id, true, "assistant");
    expect(res.statusCode).toBe(200);
    expect((res.json() as Comment).hidden).toBe(true);

    for (const who of [undefined, "student", "classmate"])
      expect((await threadsOf(who)).some((x) => x.id === q.id)).toBe(false);
    const asStaff = (await list(tree.tutorials.preview.id, "world")).json() as CommentPage;
    expect(asStaff.viewer.staff).toBe(true);
    expect(asStaff.threads.find((x) => x.id === q.id)).toMatchObject({ hidden: true, answers: [{ id: a.id }] });

    // A hidden answer alone disappears for readers; its question stays.
    await hide(q.id, false, "owner");
    await hide(a.id, true, "tutor");
    const thread = (await threadsOf("student")).find((x) => x.id === q.id);
    expect(thread?.answers).toEqual([]);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(q.id)));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(["comment.hide", "comment.show"]));
  });

  it("answers 404 for an unknown comment and 400 for a bad body", async () => {
    expect((await hide(999_999, true, "owner")).statusCode).toBe(404);
    const q = await ask("Fine question", "student");
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/comments/${q.id}`,
      headers: headers("owner"),
      payload: { hidden: "yes" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("deleting", () => {
  it("lets the author take back a fresh, unanswered comment; not someone else's", async () => {
    const q = await ask("Oops, wrong tutorial", "student");
    expect((await remove(q.id, "classmate")).statusCode).toBe(403);
    expect((await remove(q.id, "otherTeacher")).statusCode).toBe(403);
    expect((await remove(q.id)).statusCode).toBe(401);
    expect((await remove(q.id, "student")).statusCode).toBe(204);
    expect((await threadsOf("world")).some((x) => x.id === q.id)).toBe(false);
    expect((await remove(q.id, "student")).statusCode).toBe(404);
  });

  it("keeps an answered question and an old comment from their author; staff delete a question with its answers", async () => {
    const answered = await ask("Answered question", "student");
    const reply = await answer(answered.id, "An answer", "owner");
    const listed = (await threadsOf("student")).find((x) => x.id === answered.id);
    expect(listed?.canDelete).toBe(false);
    const res = await remove(answered.id, "student");
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/has an answer now/);

    const old = await ask("Old question", "student");
    await t.database.db
      .update(tutorialComments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(tutorialComments.id, old.id));
    expect((await threadsOf("student")).find((x) => x.id === old.id)?.canDelete).toBe(false);
    const late = await remove(old.id, "student");
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).message).toMatch(/within 15 minutes/);

    expect((await threadsOf("tutor")).find((x) => x.id === old.id)?.canDelete).toBe(true);
    expect((await remove(old.id, "tutor")).statusCode).toBe(204);
    expect((await remove(answered.id, "world")).statusCode).toBe(204);
    const left = await t.database.db.select().from(tutorialComments).where(eq(tutorialComments.id, reply.id));
    expect(left).toEqual([]);
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "comment.delete"));
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });
});

describe("paging", () => {
  it("pages questions newest first, 20 at a time, with a cursor that continues without repeats", async () => {
    const tutorialId = tree.tutorials.momentum.id;
    // A second free preview, so this thread starts empty.
    await t.database.db.update(tutorials).set({ freePreview: true }).where(eq(tutorials.id, tutorialId));
    for (let i = 1; i <= 23; i++) await ask(`Question ${i}`, i % 2 ? "student" : "classmate", tutorialId);
    const first = (await list(tutorialId, "student")).json() as CommentPage;
    expect(first.threads).toHaveLength(20);
    expect(first.threads[0]?.body).toBe("Question 23");
    expect(first.nextBefore).not.toBeNull();
    const second = (await list(tutorialId, "student", `?before=${first.nextBefore}`)).json() as CommentPage;
    expect(second.threads.map((x) => x.body)).toEqual(["Question 3", "Question 2", "Question 1"]);
    expect(second.nextBefore).toBeNull();
    const small = (await list(tutorialId, undefined, "?limit=5")).json() as CommentPage;
    expect(small.threads).toHaveLength(5);
    expect((await list(tutorialId, undefined, "?limit=500")).statusCode).toBe(400);
    expect((await list(tutorialId, undefined, "?before=abc")).statusCode).toBe(400);
  });
});

describe("the rate limit", () => {
  it("answers the 11th comment within a minute from one account with 429", async () => {
    const limited = await createTestApp({ rateLimitScale: 1 });
    try {
      const owner = await buildUser(limited.database, { role: "teacher" });
      const student = await buildUser(limited.database);
      const other = await buildUser(limited.database);
      const course = await buildCourseTree(limited.database, { ownerId: owner.id });
      const [token, otherToken] = [await signIn(limited.app, student.email), await signIn(limited.app, other.email)];
      const send = (tk: string) =>
        limited.app.inject({
          method: "POST",
          url: `/api/tutorials/${course.tutorials.preview.id}/comments`,
          headers: bearer(tk),
          payload: { body: "Question" },
        });
      for (let i = 0; i < 10; i++) expect((await send(token)).statusCode).toBe(201);
      const res = await send(token);
      expect(res.statusCode).toBe(429);
      expect(errorOf(res).code).toBe("rate_limited");
      expect((await send(otherToken)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
