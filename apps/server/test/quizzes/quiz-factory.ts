import { QuestionInput, type QuestionData, type QuestionType } from "@tq/contract/quiz-questions";
import type { Database } from "../../src/db/client.ts";
import { insertQuestion } from "../../src/modules/quizzes/authoring/question-store.ts";
import { insertQuiz } from "../../src/modules/quizzes/authoring/quiz-repo.ts";
import { insertSection } from "../../src/modules/quizzes/authoring/section-repo.ts";
import { courseStaff } from "../../src/db/schema/index.ts";
import { authoringWorld } from "../authoring/authoring-factory.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "../enrolment/enrolment-factory.ts";

/** One valid question of every type (answer keys included), as an author would send it. */
export function sampleQuestion(type: QuestionType, levelId: number | null = null, difficulty = 2): QuestionData {
  const common = { marks: 2, levelId, difficulty, explanationHtml: "<p>Because $F = ma$.</p>" };
  const options = (correct: number[]) =>
    ["$2\\,\\text{N}$", "$4\\,\\text{N}$", "$8\\,\\text{N}$"].map((html, i) => ({
      html,
      correct: correct.includes(i),
    }));
  const inputs: Record<QuestionType, unknown> = {
    single: {
      type,
      ...common,
      stemHtml: "<p>A $2$ kg mass accelerates at $2$ m/s². The force?</p>",
      options: options([1]),
    },
    multiple: {
      type,
      ...common,
      stemHtml: "<p>Which are vector quantities?</p>",
      options: [
        { html: "Force", correct: true },
        { html: "Mass", correct: false },
        { html: "Velocity", correct: true },
      ],
      partialCredit: "proportional",
    },
    truefalse: { type, ...common, stemHtml: "<p>Mass is measured in newtons.</p>", answer: false },
    numeric: {
      type,
      ...common,
      stemHtml: "<p>$F = 3$ N on $1.5$ kg: the acceleration in m/s²?</p>",
      answer: 2,
      tolerance: 0.05,
      unit: "m/s²",
    },
    short: {
      type,
      ...common,
      stemHtml: "<p>Name the unit of force.</p>",
      scheme: { modelAnswerHtml: "<p>The newton.</p>", rules: "2: newton | newtons | N" },
    },
    subjective: {
      type,
      ...common,
      marks: 4,
      stemHtml: "<p>Explain Newton's first law with an example.</p>",
      scheme: {
        modelAnswerHtml: "<p>An object stays at rest or moves uniformly unless a net force acts.</p>",
        rules: "2: rest | uniform* | constant velocity\n2: net force | unbalanced force",
      },
    },
    twotier: {
      type,
      ...common,
      marks: 3,
      firstTierMarks: 1,
      stemHtml: "<p>A ball is thrown up. At the top, its acceleration is…</p>",
      options: [
        {
          html: "zero",
          correct: false,
          subOptions: [
            { html: "it has stopped moving", correct: true },
            { html: "gravity stops", correct: false },
          ],
        },
        {
          html: "$9.8$ m/s² downwards",
          correct: true,
          subOptions: [
            { html: "gravity acts all the time", correct: true },
            { html: "it is about to fall", correct: false },
          ],
        },
      ],
    },
  };
  return QuestionInput.parse(inputs[type]);
}

export const ALL_TYPES: readonly QuestionType[] = [
  "single",
  "multiple",
  "truefalse",
  "numeric",
  "short",
  "subjective",
  "twotier",
];

/**
 * A quiz with two sections: "Part A" holds one question of every type (in ALL_TYPES order),
 * "Part B" one single-choice question. Chapter quizzes by default; pass `kind: "subject"` and
 * no chapter for a subject quiz. Written straight to the database (no API, no session), so
 * the attempt and grading tests can reuse it.
 */
export async function buildQuiz(
  database: Database,
  opts: {
    courseId: number;
    subjectId: number;
    chapterId?: number | null;
    kind?: "chapter" | "subject";
    status?: "draft" | "published";
    levelId?: number | null;
    difficulty?: number;
    title?: string;
    settings?: Partial<Parameters<typeof insertQuiz>[1]>;
  },
) {
  const db = database.db;
  const kind = opts.kind ?? "chapter";
  if (kind === "chapter" && !opts.chapterId) throw new Error("a chapter quiz needs a chapterId");
  const quizId = await insertQuiz(
    db,
    {
      kind,
      courseId: opts.courseId,
      subjectId: opts.subjectId,
      chapterId: kind === "chapter" ? (opts.chapterId ?? null) : null,
      title: opts.title ?? "Forces check",
      instructionsHtml: "<p>Answer every question.</p>",
      instructionsRendered: "<p>Answer every question.</p>",
      ...opts.settings,
    },
    opts.status ?? "published",
  );
  const partA = await insertSection(db, {
    quizId,
    title: "Part A",
    instructionsHtml: "",
    instructionsRendered: "",
  });
  const partB = await insertSection(db, {
    quizId,
    title: "Part B",
    instructionsHtml: "",
    instructionsRendered: "",
  });
  const questions = {} as Record<QuestionType, number>;
  for (const type of ALL_TYPES) {
    questions[type] = await insertQuestion(db, partA, sampleQuestion(type, opts.levelId ?? null, opts.difficulty));
  }
  const extra = await insertQuestion(db, partB, sampleQuestion("single", opts.levelId ?? null, opts.difficulty));
  return { quizId, sections: { partA, partB }, questions, extra };
}

/**
 * authoringWorld plus what the quiz tests need: the other teaching assistant assists another
 * teacher's course (a TA of another course), and one published quiz of every question type in
 * chapter 1 of the owner's tree.
 */
export async function quizWorld() {
  const w = await authoringWorld();
  const elsewhere = await buildCourseTree(w.t.database, { ownerId: w.people.otherTeacher.id });
  await w.t.database.db
    .insert(courseStaff)
    .values({ courseId: elsewhere.course.id, userId: w.people.otherAssistant.id, role: "assistant" });
  const built = await buildQuiz(w.t.database, {
    courseId: w.tree.course.id,
    subjectId: w.tree.subject.id,
    chapterId: w.tree.chapters.ch1.id,
    levelId: w.tree.levels.foundation.id,
  });
  // Taking quizzes needs an active subscription (issue #5).
  await subscribe(w.t.database, w.people.student.id, w.tree.course.id);
  return { ...w, elsewhere, built };
}

/** Everyone who may not author the owner's quizzes, with the status they get. */
export const OUTSIDERS = [
  ["student", 403],
  ["otherTeacher", 403],
  ["otherAssistant", 403],
  ["tutor", 403],
  ["country", 403],
  [null, 401],
] as const;
