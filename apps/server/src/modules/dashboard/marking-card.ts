import type { AppContext, Session } from "../../context.ts";
import { can } from "../../policies/authorize.ts";
import { candidateCourses } from "../quizzes/marking/marking-repo.ts";
import { countWaitingAnswers } from "./marking-repo.ts";

/**
 * How many answers wait for this marker (the dashboard's card), scoped as the marking queue is:
 * the courses whose answers the `attempt.mark` policy lets them mark. Null: they do not mark.
 */
export async function answersWaitingFor(ctx: AppContext, session: Session): Promise<number | null> {
  if (!can(session, "authoring.use", null)) return null;
  if (session.user.role === "worlddirector") return countWaitingAnswers(ctx.db, null);
  const courses = await candidateCourses(ctx.db, session.user.id);
  const marked = courses.filter((c) =>
    can(session, "attempt.mark", { ownerId: c.course.ownerId, assistantIds: c.assistantIds, tutorIds: c.tutorIds }),
  );
  return countWaitingAnswers(
    ctx.db,
    marked.map((c) => c.course.id),
  );
}
