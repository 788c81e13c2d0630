import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { levels, questions, quizSections, quizSelectors, quizzes, subjects, tutorials } from "../db/schema/index.ts";

/** The lists a person orders by hand (chapters are numbered instead). */
const POSITIONED = { subjects, levels, tutorials, quizzes, quizSections, questions, quizSelectors };
export type PositionedList = keyof typeof POSITIONED;

/**
 * Positions 1..n in the given order (ids already checked to be exactly the list's). The one way a
 * hand-ordered list is written, for the course's syllabus and its quizzes alike. Run it in a
 * transaction (the services run it in recordChange's), so a list is never half reordered.
 */
export async function setPositions(db: Db, list: PositionedList, ids: readonly number[]): Promise<void> {
  const table = POSITIONED[list];
  for (const [i, id] of ids.entries()) {
    await db
      .update(table)
      .set({ position: i + 1 })
      .where(eq(table.id, id));
  }
}
