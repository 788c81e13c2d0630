import { queryOptions } from "@tanstack/react-query";
import { MySubjectives } from "@tq/contract/quiz-marking";
import { api } from "../../../lib/api.ts";

/** The student's marked short and subjective answers with the markers' feedback (viewsubjectsubjectives). */
export const MY_SUBJECTIVES_PATH = "/api/attempts/mine/subjectives";

export const mySubjectivesQuery = () =>
  queryOptions({
    queryKey: ["quizzes", "taking", "mine", "subjectives"] as const,
    queryFn: ({ signal }) => api.get(MY_SUBJECTIVES_PATH, MySubjectives, { signal }),
  });
