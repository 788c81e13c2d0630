import type { AppContext, Session } from "../../../context.ts";
import type { courses, quizzes } from "../../../db/schema/index.ts";
import { NotFound } from "../../../lib/errors.ts";
import { authorize, type CourseResource } from "../../../policies/authorize.ts";
import { requireAuthor } from "../../authoring/access.ts";
import { assistantIds, findCourse } from "../../authoring/access-repo.ts";
import { courseIdOf } from "./access-repo.ts";

export type QuizRow = typeof quizzes.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;

/** What the quiz authoring calls act on: a course its caller may write quizzes for. */
export interface QuizAccess {
  course: CourseRow;
  resource: CourseResource;
}

/** What an id in a quiz URL names. */
export type QuizPart = "chapter" | "subject" | "quiz" | "section" | "selector" | "question" | "option";

const NAMES: Record<QuizPart, string> = {
  chapter: "That chapter",
  subject: "That subject",
  quiz: "That quiz",
  section: "That section",
  selector: "That selector",
  question: "That question",
  option: "That option",
};

/**
 * The first line of every quiz authoring call: a role that authors (else 403), a thing that
 * exists (else 404), and a course the caller writes for (owner, its teaching assistants, the
 * world director: policy `quiz.author`; else 403 with the reason).
 */
export async function checkQuizPart(
  ctx: AppContext,
  session: Session,
  part: QuizPart,
  id: number,
): Promise<QuizAccess> {
  requireAuthor(session);
  const courseId = await courseIdOf(ctx.db, part, id);
  if (courseId === null) throw NotFound(NAMES[part]);
  const course = await findCourse(ctx.db, courseId);
  if (!course) throw NotFound(NAMES[part]);
  const resource: CourseResource = { ownerId: course.ownerId, assistantIds: await assistantIds(ctx.db, course.id) };
  authorize(
    session,
    "quiz.author",
    resource,
    `Only the owner of "${course.title}", its teaching assistants or the world director can write its quizzes.`,
  );
  return { course, resource };
}
