import { type DemoQuestion, opts } from "./demo-question.ts";

/** Fixed questions (Part A) of each subject's end-of-term test; Part B is drawn from the chapter quizzes. */
export const SUBJECT_TEST_QUESTIONS: Record<string, DemoQuestion[]> = {
  Algebra: [
    {
      type: "single",
      level: "Foundation",
      difficulty: 2,
      marks: 1,
      stemHtml: "<p>Simplify $2(x + 3) - (x - 1)$.</p>",
      options: opts(["$x + 7$", true], ["$x + 5$", false], ["$3x + 2$", false], ["$x + 2$", false]),
    },
    {
      type: "numeric",
      level: "Intermediate",
      difficulty: 3,
      marks: 2,
      stemHtml: "<p>Solve $3(x - 2) = 2x + 4$.</p>",
      answer: 10,
      tolerance: 0,
    },
  ],
  "Geometry & Trigonometry": [
    {
      type: "numeric",
      level: "Foundation",
      difficulty: 2,
      marks: 1,
      stemHtml: "<p>Each exterior angle of a regular octagon, in degrees?</p>",
      answer: 45,
      tolerance: 0,
      unit: "°",
    },
    {
      type: "truefalse",
      level: "Intermediate",
      difficulty: 2,
      marks: 1,
      stemHtml: "<p>True or false: $\\tan 45^\\circ = 1$.</p>",
      answer: true,
    },
  ],
};
