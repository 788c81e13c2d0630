import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogCourses, CourseOutline, TutorialView } from "@tq/contract/catalog";
import type { ChapterPublishedQuizzes } from "@tq/contract/quiz-catalog";
import { courses } from "../../src/db/schema/index.ts";
import { publishCourse } from "../../src/modules/authoring/course-publishing.ts";
import { createTestApp, type TestApp } from "../support/helpers.ts";

/**
 * The demo sells what the product itself would publish (issue #12, ADR 0042): read as a visitor
 * through the API, every published course has a syllabus, a free first tutorial and a quiz.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

describe("the demo catalogue", () => {
  it("gives every published course subjects, published tutorials (the first a free preview) and a published quiz", async () => {
    const { courses: listed } = await get<CatalogCourses>("/api/catalog/courses");
    expect(listed.map((c) => c.title)).toEqual([
      "Mathematics Foundations",
      "Physics for Secondary School",
      "Chemistry Essentials",
      "English Language & Literature",
      "Computer Science with Python",
    ]);
    for (const course of listed) {
      const outline = await get<CourseOutline>(`/api/catalog/courses/${course.id}/outline`);
      expect(outline.subjects.length, course.title).toBeGreaterThanOrEqual(1);
      let quizzes = 0;
      for (const subject of outline.subjects) {
        const tutorials = subject.chapters.flatMap((c) => c.tutorials);
        expect(tutorials.length, `${course.title} / ${subject.title}`).toBeGreaterThanOrEqual(3);
        expect(tutorials.every((tu) => tu.status === "published")).toBe(true);
        // The first tutorial is a free preview a visitor really reads: a lesson, with its formulas.
        const first = tutorials[0];
        expect(first?.freePreview, `${course.title}: first tutorial`).toBe(true);
        const view = await get<TutorialView>(`/api/tutorials/${first?.id}`);
        expect(view.tutorial.html.length, first?.topic).toBeGreaterThan(1500);
        expect(view.tutorial.html).not.toContain("math-error");
        for (const chapter of subject.chapters) {
          const published = await get<ChapterPublishedQuizzes>(`/api/quizzes/chapters/${chapter.id}/published`);
          for (const quiz of published.quizzes) expect(quiz.questionCount, quiz.title).toBeGreaterThanOrEqual(5);
          quizzes += published.quizzes.length;
        }
      }
      expect(quizzes, `${course.title}: published chapter quizzes`).toBeGreaterThanOrEqual(1);
    }
  });

  it("publishes through the product's rule: a demo course without a published tutorial fails the seed", async () => {
    const [empty] = await t.database.db
      .insert(courses)
      .values({ title: "Empty demo course", basePriceMinor: 100, months: 1, ownerId: 1 })
      .returning();
    if (!empty) throw new Error("no course");
    await expect(publishCourse(t.database.db, empty.id)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/no published tutorial/),
    });
  });
});
