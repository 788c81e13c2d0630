import { and, eq } from "drizzle-orm";
import { questionProblems } from "@tq/contract/quiz-authoring";
import { QuestionInput } from "@tq/contract/quiz-questions";
import { insertQuestion } from "../../modules/quizzes/authoring/question-store.ts";
import { insertQuiz } from "../../modules/quizzes/authoring/quiz-repo.ts";
import { insertSection, insertSelector } from "../../modules/quizzes/authoring/section-repo.ts";
import { rich } from "../../modules/quizzes/authoring/rich-text.ts";
import type { Db } from "../client.ts";
import { chapters, courses, levels, subjects } from "../schema/index.ts";
import { DEMO_COURSE_TITLE } from "./demo-course.ts";
import { ATOMS_AND_REACTIONS } from "./demo-questions/atoms-and-reactions.ts";
import { COORDINATE_GEOMETRY } from "./demo-questions/coordinate-geometry.ts";
import type { DemoQuestion } from "./demo-questions/demo-question.ts";
import { DESCRIBING_MOTION } from "./demo-questions/describing-motion.ts";
import { EQUATIONS_AND_INEQUALITIES } from "./demo-questions/equations-and-inequalities.ts";
import { EXPRESSIONS_AND_INDICES } from "./demo-questions/expressions-and-indices.ts";
import { FIRST_PROGRAMS } from "./demo-questions/first-programs.ts";
import { QUADRATIC_EQUATIONS } from "./demo-questions/quadratic-equations.ts";
import { SENTENCES_AND_PARAGRAPHS } from "./demo-questions/sentences-and-paragraphs.ts";
import { SHAPES_AND_MEASUREMENT } from "./demo-questions/shapes-and-measurement.ts";
import { SUBJECT_TEST_QUESTIONS } from "./demo-questions/subject-tests.ts";
import { TRIGONOMETRY } from "./demo-questions/trigonometry.ts";

/**
 * Demo quizzes: a published quiz for every chapter of every demo course, whose questions test
 * that chapter (the questions are in demo-questions/, a file a chapter). "Mathematics Foundations"
 * has the full set (12 or more a chapter, across the question types, keyword schemes with model
 * answers, two-tier reasons) and, for each subject, a subject quiz with fixed questions and a
 * selector that draws from the chapter quizzes; the other courses a short quiz a chapter.
 */

interface CourseQuizzes {
  course: string;
  /** What every chapter quiz of the course says first. */
  intro: string;
  /** Each subject's chapter quizzes, by chapter number (questions in the order the player shows them). */
  chapters: Record<string, Record<number, DemoQuestion[]>>;
}

const CALCULATOR = "<p>Answer every question. You may use a calculator; give exact answers where you can.</p>";

/** Mathematics Foundations first: its quiz ids stay the same. */
const DEMO_QUIZZES: readonly CourseQuizzes[] = [
  {
    course: DEMO_COURSE_TITLE,
    intro: CALCULATOR,
    chapters: {
      Algebra: { 1: EXPRESSIONS_AND_INDICES, 2: EQUATIONS_AND_INEQUALITIES, 3: QUADRATIC_EQUATIONS },
      "Geometry & Trigonometry": { 1: COORDINATE_GEOMETRY, 2: SHAPES_AND_MEASUREMENT, 3: TRIGONOMETRY },
    },
  },
  { course: "Physics for Secondary School", intro: CALCULATOR, chapters: { Mechanics: { 1: DESCRIBING_MOTION } } },
  { course: "Chemistry Essentials", intro: CALCULATOR, chapters: { "Atomic Structure": { 1: ATOMS_AND_REACTIONS } } },
  {
    course: "English Language & Literature",
    intro: "<p>Answer every question. Read each sentence carefully: the punctuation matters.</p>",
    chapters: { "Writing with Purpose": { 1: SENTENCES_AND_PARAGRAPHS } },
  },
  {
    course: "Computer Science with Python",
    intro: "<p>Answer every question. Work each program through by hand, line by line, before you answer.</p>",
    chapters: { "Programming in Python": { 1: FIRST_PROGRAMS } },
  },
];

async function addQuestions(db: Db, sectionId: number, list: DemoQuestion[], levelIds: Map<string, number>) {
  for (const { level, ...q } of list) {
    const data = QuestionInput.parse({ ...q, levelId: levelIds.get(level) ?? null });
    // The checks the question editor makes: a demo question the editor would refuse is a seed bug.
    const problems = Object.values(questionProblems(data));
    if (problems.length > 0) throw new Error(`demo question ${q.stemHtml}: ${problems.join(" ")}`);
    await insertQuestion(db, sectionId, data);
  }
}

async function section(db: Db, quizId: number, title: string, instructions = "") {
  const html = rich(instructions);
  return insertSection(db, { quizId, title, instructionsHtml: html.html, instructionsRendered: html.rendered });
}

/** Seeds the demo quizzes; answers how many quizzes it made. */
export async function seedDemoQuizzes(db: Db): Promise<number> {
  let made = 0;
  for (const plan of DEMO_QUIZZES) made += await seedCourseQuizzes(db, plan);
  return made;
}

async function seedCourseQuizzes(db: Db, plan: CourseQuizzes): Promise<number> {
  const [course] = await db.select().from(courses).where(eq(courses.title, plan.course)).limit(1);
  if (!course) throw new Error(`demo course ${plan.course} missing`);
  let made = 0;
  for (const [subjectTitle, byChapter] of Object.entries(plan.chapters)) {
    const [subject] = await db
      .select()
      .from(subjects)
      .where(and(eq(subjects.courseId, course.id), eq(subjects.title, subjectTitle)))
      .limit(1);
    if (!subject) throw new Error(`demo subject ${subjectTitle} missing`);
    const levelRows = await db.select().from(levels).where(eq(levels.subjectId, subject.id));
    const levelIds = new Map(levelRows.map((l) => [l.name, l.id]));
    const place = { courseId: course.id, subjectId: subject.id };
    const intro = rich(plan.intro);
    for (const [number, list] of Object.entries(byChapter)) {
      const [chapter] = await db
        .select()
        .from(chapters)
        .where(and(eq(chapters.subjectId, subject.id), eq(chapters.number, Number(number))))
        .limit(1);
      if (!chapter) throw new Error(`demo chapter ${subjectTitle} ${number} missing`);
      const quizId = await insertQuiz(
        db,
        {
          ...place,
          kind: "chapter",
          chapterId: chapter.id,
          title: `${chapter.title}: check your understanding`,
          instructionsHtml: intro.html,
          instructionsRendered: intro.rendered,
          timeLimitMinutes: 30,
          attemptsAllowed: 3,
          passPercent: 60,
          shuffleOptions: true,
          requiresReview: list.some((q) => q.type === "subjective"),
        },
        "published",
      );
      await addQuestions(db, await section(db, quizId, "Questions"), list, levelIds);
      made++;
    }
    const fixed = SUBJECT_TEST_QUESTIONS[subjectTitle];
    if (!fixed) continue;
    const examIntro = rich("<p>Part A is the same for everyone; Part B draws questions from the chapter quizzes.</p>");
    const examId = await insertQuiz(
      db,
      {
        ...place,
        kind: "subject",
        chapterId: null,
        title: `${subjectTitle}: end-of-term test`,
        instructionsHtml: examIntro.html,
        instructionsRendered: examIntro.rendered,
        timeLimitMinutes: 40,
        attemptsAllowed: 2,
        passPercent: 50,
        shuffleQuestions: true,
        releasePolicy: "after_marking",
        requiresReview: true,
      },
      "published",
    );
    await addQuestions(db, await section(db, examId, "Part A: core skills"), fixed, levelIds);
    const drawn = await section(db, examId, "Part B: mixed practice", "<p>Questions from every chapter.</p>");
    await insertSelector(db, drawn, { count: 6, chapterIds: [], levelIds: [], difficultyMin: 1, difficultyMax: 5 });
    made++;
  }
  return made;
}
