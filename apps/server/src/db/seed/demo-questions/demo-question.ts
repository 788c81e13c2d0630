import type { QuestionInput } from "@tq/contract/quiz-questions";

/** The syllabus levels a demo question is written at (seeded by demo-course.ts). */
export type Level = "Foundation" | "Intermediate" | "Advanced";

/** A question as an author writes it, its level named rather than numbered (the seed looks the id up). */
export type DemoQuestion = QuestionInput extends infer Q
  ? Q extends unknown
    ? Omit<Q, "levelId"> & { level: Level }
    : never
  : never;

/** Answer options from `[html, correct]` pairs. */
export const opts = (...items: [string, boolean][]) => items.map(([html, correct]) => ({ html, correct }));

/** A two-tier option's reasons from `[html, correct]` pairs (exactly one correct per option). */
export const reasons = opts;
