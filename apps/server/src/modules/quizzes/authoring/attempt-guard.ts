import type { Db } from "../../../db/client.ts";
import { recordCount } from "./quiz-repo.ts";

/**
 * How many attempts a quiz has. A quiz with attempts cannot be deleted (students' records and
 * verification codes point at it); staff previews do not count (they go with the quiz).
 */
export async function attemptCount(db: Db, quizId: number): Promise<number> {
  return recordCount(db, quizId);
}
