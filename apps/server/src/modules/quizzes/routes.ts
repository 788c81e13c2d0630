import type { FastifyInstance } from "fastify";
import { availableRoutes } from "./available-routes.ts";
import { quizBankRoutes } from "./bank-routes.ts";
import { markingRoutes } from "./marking-routes.ts";
import { questionPartRoutes } from "./question-part-routes.ts";
import { questionRoutes } from "./question-routes.ts";
import { quizRoutes } from "./quiz-routes.ts";
import { recordsRoutes } from "./records-routes.ts";
import { sectionRoutes } from "./section-routes.ts";

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
