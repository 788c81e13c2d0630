import type { FastifyInstance } from "fastify";
import { availableRoutes } from "./catalog/available-routes.ts";
import { quizBankRoutes } from "./bank/bank-routes.ts";
import { markingRoutes } from "./marking/marking-routes.ts";
import { questionPartRoutes } from "./authoring/question-part-routes.ts";
import { questionRoutes } from "./authoring/question-routes.ts";
import { quizRoutes } from "./authoring/quiz-routes.ts";
import { recordsRoutes } from "./records/records-routes.ts";
import { sectionRoutes } from "./authoring/section-routes.ts";

/** /api/quizzes/…: quiz authoring (issue #4): quizzes, sections, selectors, questions and their parts. */
export async function quizAuthoringRoutes(app: FastifyInstance): Promise<void> {
  quizRoutes(app);
  sectionRoutes(app);
  questionRoutes(app);
  questionPartRoutes(app);
  markingRoutes(app);
  availableRoutes(app);
  recordsRoutes(app);
  await app.register(quizBankRoutes);
}
