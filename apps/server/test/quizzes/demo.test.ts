import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "@tq/contract/quiz-questions";
import type { Database } from "../../src/db/client.ts";
import { eq } from "drizzle-orm";
import { chapters, courses, quizzes } from "../../src/db/schema/index.ts";
import { seedIfEmpty } from "../../src/db/seed/seed.ts";
import { markByScheme } from "../../src/modules/quizzes/grading/keywords.ts";
import { publishProblems } from "../../src/modules/quizzes/authoring/publish-check.ts";
import { quizTree } from "../../src/modules/quizzes/authoring/quiz-tree.ts";
import { createTestDatabase } from "../support/helpers.ts";

let database: Database;
let mediaDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-demo-quizzes-"));
  await seedIfEmpty(database.db, { demo: true, mediaDir });
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** Every demo course's chapter quizzes, or one course's. */
async function chapterQuizTrees(courseTitle?: string) {
  const [course] = courseTitle
    ? await database.db.select().from(courses).where(eq(courses.title, courseTitle))
    : [undefined];
  const chapterQuizzes = (await database.db.select().from(quizzes)).filter(
    (q) => q.kind === "chapter" && (course === undefined || q.courseId === course.id),
  );
  return Promise.all(chapterQuizzes.map((q) => quizTree(database.db, q.id)));
}

/** What a student would type for a model answer: its text, tags dropped, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

describe("the demo quizzes", () => {
  it("give every demo chapter a published quiz that could be published again (answer keys complete)", async () => {
    const chapterRows = await database.db.select().from(chapters);
    const quizRows = await database.db.select().from(quizzes);
    expect(chapterRows.length).toBeGreaterThanOrEqual(6);
    for (const chapter of chapterRows) {
      const own = quizRows.filter((q) => q.chapterId === chapter.id);
      expect(own, chapter.title).toHaveLength(1);
      expect(own[0]?.status).toBe("published");
    }
    for (const q of quizRows) {
      const tree = await quizTree(database.db, q.id);
      expect(publishProblems(tree.sections), tree.title).toEqual({});
    }
  });

  it("cover every question type, with schemes and two-tier reasons", async () => {
    const all = (await chapterQuizTrees()).flatMap((t) => t.sections.flatMap((s) => s.questions));
    expect(new Set(all.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    for (const q of all) {
      expect(q.levelId, q.stemHtml).not.toBeNull();
      if (q.type === "short" || q.type === "subjective") {
        expect(q.scheme.modelAnswerHtml).not.toBe("");
        expect(q.scheme.rules).toMatch(/^-?\d+(\.\d+)?:/m);
      }
      if (q.type === "twotier") expect(q.options.every((o) => o.subOptions.length >= 2)).toBe(true);
    }
    expect(all.some((q) => q.stemRendered.includes("katex"))).toBe(true);
  });

  it("give every chapter quiz of Mathematics Foundations 12 or more questions across the types, objective and keyword-marked", async () => {
    const trees = await chapterQuizTrees("Mathematics Foundations");
    expect(trees).toHaveLength(6);
    for (const tree of trees) {
      const questions = tree.sections.flatMap((s) => s.questions);
      const types = new Set(questions.map((q) => q.type));
      expect(questions.length, tree.title).toBeGreaterThanOrEqual(12);
      // Six or seven of the seven: an exam the demo student sat keeps its marking-queue story (demo-attempts.ts).
      expect(types.size, `${tree.title}: ${[...types].join(", ")}`).toBeGreaterThanOrEqual(6);
      expect(types.has("short") || types.has("subjective"), tree.title).toBe(true);
      expect(types.has("twotier"), tree.title).toBe(true);
      // The essay waits for a marker, so a quiz with one is reviewed.
      expect(tree.requiresReview, tree.title).toBe(types.has("subjective"));
    }
    const complete = trees.filter((t) => new Set(t.sections.flatMap((s) => s.questions.map((q) => q.type))).size === 7);
    expect(complete.length).toBeGreaterThanOrEqual(3);
  });

  it("render every formula and give each keyword scheme's model answer full marks by its own rules", async () => {
    for (const tree of await chapterQuizTrees()) {
      for (const q of tree.sections.flatMap((s) => s.questions)) {
        const rendered = [q.stemRendered, q.explanationRendered];
        if (q.type === "single" || q.type === "multiple" || q.type === "twotier") {
          rendered.push(...q.options.flatMap((o) => [o.rendered, ...o.subOptions.map((s) => s.rendered)]));
        }
        if (q.type === "short" || q.type === "subjective") {
          rendered.push(q.scheme.modelAnswerRendered);
          const mark = markByScheme(q.scheme.rules, textOf(q.scheme.modelAnswerHtml), q.marks);
          expect(mark.errors, q.stemHtml).toEqual([]);
          expect(mark.score, q.stemHtml).toBe(q.marks);
        }
        for (const html of rendered) expect(html, q.stemHtml).not.toContain("math-error");
      }
    }
  });

  it("give the other courses' chapter quizzes a handful of questions of several types", async () => {
    const maths = new Set((await chapterQuizTrees("Mathematics Foundations")).map((t) => t.id));
    const others = (await chapterQuizTrees()).filter((t) => !maths.has(t.id));
    expect(others).toHaveLength(4);
    for (const tree of others) {
      const questions = tree.sections.flatMap((s) => s.questions);
      expect(questions.length, tree.title).toBeGreaterThanOrEqual(5);
      expect(new Set(questions.map((q) => q.type)).size, tree.title).toBeGreaterThanOrEqual(3);
    }
  });

  it("give each subject of Mathematics Foundations a subject quiz with fixed questions and a selector its pool can fill", async () => {
    const subjectQuizzes = (await database.db.select().from(quizzes)).filter((q) => q.kind === "subject");
    expect(subjectQuizzes).toHaveLength(2);
    for (const q of subjectQuizzes) {
      const tree = await quizTree(database.db, q.id);
      expect(tree.status).toBe("published");
      expect(tree.sections[0]?.questions.length).toBeGreaterThan(0);
      const selector = tree.sections[1]?.selectors[0];
      expect(selector?.poolSize).toBeGreaterThanOrEqual(selector?.count ?? Infinity);
    }
  });
});
