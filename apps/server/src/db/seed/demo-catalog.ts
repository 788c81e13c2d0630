import { eq } from "drizzle-orm";
import { renderTutorialHtml } from "../../content/render.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import type { Db } from "../client.ts";
import {
  chapters,
  courseStaff,
  courses,
  latexSymbols,
  levels,
  subjects,
  tikzExamples,
  tutorials,
} from "../schema/index.ts";
import { DEMO_COURSE_CONTENT, DEMO_COURSE_TITLE, type DemoCourseContent } from "./demo-course.ts";
import { CHEMISTRY_SYLLABUS } from "./demo-syllabi/chemistry.ts";
import { COMPUTING_SYLLABUS } from "./demo-syllabi/computing.ts";
import { ENGLISH_SYLLABUS } from "./demo-syllabi/english.ts";
import { PHYSICS_SYLLABUS } from "./demo-syllabi/physics.ts";
import { LATEX_PALETTE } from "./latex-palette.ts";
import { TIKZ_EXAMPLES } from "./tikz-examples.ts";

/** The LaTeX palette and TikZ examples every installation starts with (directors edit them). */
export async function seedHelperContent(db: Db): Promise<void> {
  await db.insert(latexSymbols).values(LATEX_PALETTE.map((s, i) => ({ ...s, position: i + 1 })));
  await db.insert(tikzExamples).values(TIKZ_EXAMPLES.map((e, i) => ({ ...e, position: i + 1 })));
}

/** Every demo course's syllabus, by course title: Mathematics Foundations first (its ids stay the same). */
export const DEMO_SYLLABI: readonly { course: string; content: DemoCourseContent }[] = [
  { course: DEMO_COURSE_TITLE, content: DEMO_COURSE_CONTENT },
  { course: "Physics for Secondary School", content: PHYSICS_SYLLABUS },
  { course: "Chemistry Essentials", content: CHEMISTRY_SYLLABUS },
  { course: "English Language & Literature", content: ENGLISH_SYLLABUS },
  { course: "Computer Science with Python", content: COMPUTING_SYLLABUS },
];

/**
 * The demo courses' syllabi: subjects, levels, chapters and tutorials that really teach, stored
 * as the editor would store them (sanitized source + rendered HTML). The teacher owns and tutors
 * every course; the teaching assistant assists Mathematics Foundations only.
 */
export async function seedDemoCatalog(
  db: Db,
  staff: { teacherId: number; assistantId: number | undefined },
): Promise<number> {
  let count = 0;
  for (const syllabus of DEMO_SYLLABI) {
    const [course] = await db.select().from(courses).where(eq(courses.title, syllabus.course)).limit(1);
    if (!course) throw new Error(`demo course ${syllabus.course} missing`);
    if (syllabus.course === DEMO_COURSE_TITLE) {
      await db.insert(courseStaff).values({ courseId: course.id, userId: staff.teacherId, role: "tutor" });
      if (staff.assistantId)
        await db.insert(courseStaff).values({ courseId: course.id, userId: staff.assistantId, role: "assistant" });
    }
    count += await seedSyllabus(db, course.id, syllabus.content, staff.teacherId);
  }
  return count;
}

/** One course's subjects, levels, chapters and (published) tutorials; answers how many tutorials. */
async function seedSyllabus(db: Db, courseId: number, content: DemoCourseContent, authorId: number) {
  let count = 0;
  for (const [s, subject] of content.subjects.entries()) {
    const [subjectRow] = await db
      .insert(subjects)
      .values({ courseId, title: subject.title, position: s + 1 })
      .returning();
    if (!subjectRow) throw new Error("subject insert failed");
    const levelRows = await db
      .insert(levels)
      .values(subject.levels.map((name, i) => ({ subjectId: subjectRow.id, name, position: i + 1 })))
      .returning();
    const levelId = new Map(levelRows.map((l) => [l.name, l.id]));
    for (const chapter of subject.chapters) {
      const [chapterRow] = await db
        .insert(chapters)
        .values({ subjectId: subjectRow.id, number: chapter.number, title: chapter.title })
        .returning();
      if (!chapterRow) throw new Error("chapter insert failed");
      for (const [i, t] of chapter.tutorials.entries()) {
        await db.insert(tutorials).values({
          chapterId: chapterRow.id,
          levelId: levelId.get(t.level) ?? null,
          topic: t.topic,
          difficulty: t.difficulty,
          position: i + 1,
          freePreview: t.freePreview,
          status: "published",
          bodyHtml: sanitizeHtml(t.html),
          renderedHtml: renderTutorialHtml(t.html).html,
          authorId,
        });
        count++;
      }
    }
  }
  return count;
}
