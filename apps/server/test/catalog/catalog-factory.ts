import type { Database } from "../../src/db/client.ts";
import { chapters, courses, levels, subjects, tutorials } from "../../src/db/schema/index.ts";

/**
 * A course with one subject, two levels, two chapters and tutorials:
 * chapter 1: preview (published, free), paid (published), draft; chapter 2: one published.
 */
export async function buildCourseTree(
  database: Database,
  opts: { ownerId: number; courseStatus?: "draft" | "published" },
) {
  const db = database.db;
  const [course] = await db
    .insert(courses)
    .values({
      title: "Test Mechanics",
      summary: "Forces",
      basePriceMinor: 1000,
      months: 3,
      status: opts.courseStatus ?? "published",
      ownerId: opts.ownerId,
    })
    .returning();
  if (!course) throw new Error("no course");
  const [subject] = await db
    .insert(subjects)
    .values({ courseId: course.id, title: "Dynamics", position: 1 })
    .returning();
  if (!subject) throw new Error("no subject");
  const [foundation, advanced] = await db
    .insert(levels)
    .values([
      { subjectId: subject.id, name: "Foundation", position: 1 },
      { subjectId: subject.id, name: "Advanced", position: 2 },
    ])
    .returning();
  const [ch2, ch1] = await db
    .insert(chapters)
    .values([
      { subjectId: subject.id, number: 2, title: "Momentum" },
      { subjectId: subject.id, number: 1, title: "Newton's laws" },
    ])
    .returning();
  if (!ch1 || !ch2 || !foundation || !advanced) throw new Error("no chapters");
  const tut = (
    chapterId: number,
    topic: string,
    position: number,
    extra: Partial<typeof tutorials.$inferInsert> = {},
  ) =>
    db
      .insert(tutorials)
      .values({
        chapterId,
        topic,
        position,
        levelId: foundation.id,
        difficulty: 2,
        status: "published",
        renderedHtml: `<p>${topic}</p>`,
        ...extra,
      })
      .returning()
      .then((rows) => {
        const row = rows[0];
        if (!row) throw new Error("no tutorial");
        return row;
      });
  const paid = await tut(ch1.id, "Second law", 2);
  const preview = await tut(ch1.id, "First law", 1, { freePreview: true });
  const draft = await tut(ch1.id, "Third law (draft)", 3, { status: "draft" });
  const momentum = await tut(ch2.id, "Impulse", 1, { levelId: advanced.id, difficulty: 4 });
  return {
    course,
    subject,
    levels: { foundation, advanced },
    chapters: { ch1, ch2 },
    tutorials: { preview, paid, draft, momentum },
  };
}
