import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_TYPES } from "@tq/contract/quiz-questions";
import type { Database } from "../src/db/client.ts";
import { chapters, quizzes } from "../src/db/schema/index.ts";
import { seedIfEmpty } from "../src/db/seed/seed.ts";
import { publishProblems } from "../src/modules/quizzes/publish-check.ts";
import { quizTree } from "../src/modules/quizzes/quiz-tree.ts";
import { createTestDatabase } from "./helpers.ts";

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
    const chapterQuizzes = (await database.db.select().from(quizzes)).filter((q) => q.kind === "chapter");
    const all = [];
    for (const q of chapterQuizzes)
      all.push(...(await quizTree(database.db, q.id)).sections.flatMap((s) => s.questions));
    expect(all.length).toBeGreaterThanOrEqual(12);
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

  it("give each demo subject a subject quiz with fixed questions and a selector its pool can fill", async () => {
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
