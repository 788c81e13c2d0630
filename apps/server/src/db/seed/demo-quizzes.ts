import { and, eq } from "drizzle-orm";
import { QuestionInput } from "@tq/contract/quiz-questions";
import { insertQuestion } from "../../modules/quizzes/question-store.ts";
import { insertQuiz } from "../../modules/quizzes/quiz-repo.ts";
import { insertSection, insertSelector } from "../../modules/quizzes/section-repo.ts";
import { rich } from "../../modules/quizzes/rich-text.ts";
import type { Db } from "../client.ts";
import { chapters, courses, levels, subjects } from "../schema/index.ts";
import { DEMO_COURSE_TITLE } from "./demo-course.ts";

/**
 * Demo quizzes of "Mathematics Foundations": a published quiz for every chapter whose
 * questions test that chapter (every question type, keyword schemes with model answers,
 * two-tier reasons), and for each subject a subject quiz with fixed questions and a selector
 * that draws from the chapter quizzes.
 */

type Level = "Foundation" | "Intermediate" | "Advanced";
/** A question as an author writes it, its level named rather than numbered. */
type DemoQuestion = QuestionInput extends infer Q
  ? Q extends unknown
    ? Omit<Q, "levelId"> & { level: Level }
    : never
  : never;

const opts = (...items: [string, boolean][]) => items.map(([html, correct]) => ({ html, correct }));
const reasons = (...items: [string, boolean][]) => items.map(([html, correct]) => ({ html, correct }));

const CHAPTER_QUESTIONS: Record<string, Record<number, DemoQuestion[]>> = {
  Algebra: {
    1: [
      {
        type: "single",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        stemHtml: "<p>Simplify $3x + 5x - 2x$.</p>",
        options: opts(["$6x$", true], ["$10x$", false], ["$6x^3$", false], ["$16x$", false]),
        explanationHtml: "<p>Like terms add their coefficients: $3 + 5 - 2 = 6$, so $6x$.</p>",
      },
      {
        type: "numeric",
        level: "Intermediate",
        difficulty: 2,
        marks: 1,
        stemHtml: "<p>Work out $2^3 \\times 2^2$.</p>",
        answer: 32,
        tolerance: 0,
        explanationHtml: "<p>Add the indices: $2^{3+2} = 2^5 = 32$.</p>",
      },
      {
        type: "multiple",
        level: "Intermediate",
        difficulty: 2,
        marks: 2,
        partialCredit: "rightMinusWrong",
        stemHtml: "<p>Which of these are equal to $x^6$? Choose all that apply.</p>",
        options: opts(
          ["$x^2 \\times x^3$", false],
          ["$(x^2)^3$", true],
          ["$x^8 \\div x^2$", true],
          ["$x^3 + x^3$", false],
        ),
        explanationHtml:
          "<p>$(x^2)^3 = x^{2 \\times 3}$ and $x^8 \\div x^2 = x^{8-2}$; $x^2 \\times x^3 = x^5$ and $x^3 + x^3 = 2x^3$.</p>",
      },
      {
        type: "truefalse",
        level: "Intermediate",
        difficulty: 3,
        marks: 1,
        answer: false,
        stemHtml: "<p>True or false: $(a + b)^2 = a^2 + b^2$ for all numbers $a$ and $b$.</p>",
        explanationHtml: "<p>$(a + b)^2 = a^2 + 2ab + b^2$; try $a = b = 1$: $4 \\ne 2$.</p>",
      },
      {
        type: "short",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        stemHtml: "<p>In the term $5x$, what is the number $5$ called?</p>",
        scheme: {
          modelAnswerHtml: "<p>The coefficient of $x$.</p>",
          rules: "# Any spelling that starts right\n1: coefficient* | coeficient*",
        },
      },
    ],
    2: [
      {
        type: "numeric",
        level: "Foundation",
        difficulty: 2,
        marks: 2,
        stemHtml: "<p>Solve $5x - 7 = 18$.</p>",
        answer: 5,
        tolerance: 0,
        explanationHtml: "<p>Add 7: $5x = 25$; divide by 5: $x = 5$.</p>",
      },
      {
        type: "single",
        level: "Intermediate",
        difficulty: 3,
        marks: 1,
        stemHtml: "<p>Solve $-2x > 6$.</p>",
        options: opts(["$x > -3$", false], ["$x < -3$", true], ["$x > 3$", false], ["$x < 3$", false]),
        explanationHtml: "<p>Dividing by $-2$ reverses the inequality: $x < -3$.</p>",
      },
      {
        type: "truefalse",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        answer: true,
        stemHtml: "<p>True or false: $x = 3$ is a solution of $2x + 1 = 7$.</p>",
        explanationHtml: "<p>$2 \\times 3 + 1 = 7$.</p>",
      },
      {
        type: "twotier",
        level: "Intermediate",
        difficulty: 3,
        marks: 2,
        firstTierMarks: 1,
        stemHtml: "<p>Solve the simultaneous equations $x + y = 10$ and $x - y = 4$.</p>",
        options: [
          {
            html: "$x = 7,\\ y = 3$",
            correct: true,
            subOptions: reasons(
              ["Adding the equations removes $y$: $2x = 14$.", true],
              ["Subtracting the equations gives $2x = 14$.", false],
            ),
          },
          {
            html: "$x = 3,\\ y = 7$",
            correct: false,
            subOptions: reasons(
              ["Adding the equations removes $y$, so $x$ is found first.", true],
              ["$y$ must be the larger number because it is added.", false],
            ),
          },
          {
            html: "$x = 6,\\ y = 4$",
            correct: false,
            subOptions: reasons(
              ["Both equations must hold at once.", true],
              ["Only the first equation needs to hold.", false],
            ),
          },
        ],
        explanationHtml: "<p>Adding gives $2x = 14$, so $x = 7$ and $y = 10 - 7 = 3$. Check: $7 - 3 = 4$.</p>",
      },
      {
        type: "subjective",
        level: "Intermediate",
        difficulty: 3,
        marks: 4,
        stemHtml:
          "<p>Explain why multiplying or dividing both sides of an inequality by a negative number reverses the inequality sign. Give an example.</p>",
        scheme: {
          modelAnswerHtml:
            "<p>Multiplying by a negative number reverses the order of numbers on the number line: $2 < 5$ but $-2 > -5$. So the inequality sign must be reversed to stay true.</p>",
          rules:
            "2: revers* | flip* | switch* | change* direction | opposite direction\n1: order | number line | larger | smaller | bigger\n1: example | for instance | such as | 2 < 5 | -2 > -5",
        },
      },
    ],
    3: [
      {
        type: "single",
        level: "Advanced",
        difficulty: 3,
        marks: 1,
        stemHtml: "<p>Solve $x^2 - 5x + 6 = 0$.</p>",
        options: opts(
          ["$x = 2$ or $x = 3$", true],
          ["$x = -2$ or $x = -3$", false],
          ["$x = 1$ or $x = 6$", false],
          ["$x = -1$ or $x = 6$", false],
        ),
        explanationHtml: "<p>$x^2 - 5x + 6 = (x - 2)(x - 3)$.</p>",
      },
      {
        type: "numeric",
        level: "Advanced",
        difficulty: 4,
        marks: 2,
        stemHtml: "<p>Find the discriminant $b^2 - 4ac$ of $x^2 + 4x + 1 = 0$.</p>",
        answer: 12,
        tolerance: 0,
        explanationHtml: "<p>$4^2 - 4 \\times 1 \\times 1 = 12$.</p>",
      },
      {
        type: "multiple",
        level: "Advanced",
        difficulty: 4,
        marks: 2,
        partialCredit: "proportional",
        stemHtml: "<p>Which equations have two different real roots?</p>",
        options: opts(
          ["$x^2 - 4 = 0$", true],
          ["$x^2 + 1 = 0$", false],
          ["$x^2 - 2x + 1 = 0$", false],
          ["$x^2 + 3x - 1 = 0$", true],
        ),
        explanationHtml: "<p>Two different real roots need $b^2 - 4ac > 0$: $16$, $-4$, $0$ and $13$.</p>",
      },
      {
        type: "short",
        level: "Advanced",
        difficulty: 3,
        marks: 1,
        stemHtml: "<p>What is the expression $b^2 - 4ac$ called?</p>",
        scheme: { modelAnswerHtml: "<p>The discriminant.</p>", rules: "1: discriminant* | discriminent*" },
      },
    ],
  },
  "Geometry & Trigonometry": {
    1: [
      {
        type: "numeric",
        level: "Foundation",
        difficulty: 2,
        marks: 1,
        stemHtml: "<p>Find the gradient of the line through $(1, 2)$ and $(3, 8)$.</p>",
        answer: 3,
        tolerance: 0,
        explanationHtml: "<p>$m = \\frac{8 - 2}{3 - 1} = 3$.</p>",
      },
      {
        type: "single",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        stemHtml: "<p>Where does $y = 2x - 5$ cross the $y$-axis?</p>",
        options: opts(["$(0, -5)$", true], ["$(0, 5)$", false], ["$(-5, 0)$", false], ["$(2.5, 0)$", false]),
        explanationHtml: "<p>On the $y$-axis $x = 0$, so $y = -5$.</p>",
      },
      {
        type: "truefalse",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        answer: true,
        stemHtml: "<p>True or false: parallel lines have equal gradients.</p>",
      },
      {
        type: "twotier",
        level: "Intermediate",
        difficulty: 3,
        marks: 2,
        firstTierMarks: 1,
        stemHtml: "<p>Is the line $2y = 6x + 8$ steeper than $y = 2x + 1$?</p>",
        options: [
          {
            html: "Yes",
            correct: true,
            subOptions: reasons(
              ["Its gradient is $3$, which is greater than $2$.", true],
              ["Its intercept, $8$, is larger.", false],
            ),
          },
          {
            html: "No",
            correct: false,
            subOptions: reasons(
              ["Make $y$ the subject before reading the gradient.", true],
              ["A larger intercept makes a line less steep.", false],
            ),
          },
        ],
        explanationHtml: "<p>$2y = 6x + 8$ gives $y = 3x + 4$: gradient $3 > 2$.</p>",
      },
    ],
    2: [
      {
        type: "numeric",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        stemHtml: "<p>What is the sum of the interior angles of a hexagon, in degrees?</p>",
        answer: 720,
        tolerance: 0,
        unit: "°",
        explanationHtml: "<p>$(6 - 2) \\times 180^\\circ = 720^\\circ$.</p>",
      },
      {
        type: "numeric",
        level: "Foundation",
        difficulty: 2,
        marks: 2,
        stemHtml: "<p>Find the area of a circle of radius $3$ cm, to 1 decimal place.</p>",
        answer: 28.3,
        tolerance: 0.05,
        unit: "cm²",
        explanationHtml: "<p>$\\pi r^2 = 9\\pi \\approx 28.3$ cm².</p>",
      },
      {
        type: "single",
        level: "Intermediate",
        difficulty: 2,
        marks: 1,
        stemHtml:
          "<p>A $5$ m ladder leans against a wall with its foot $3$ m from the wall. How high does it reach?</p>",
        options: opts(["$4$ m", true], ["$2$ m", false], ["$5.8$ m", false], ["$8$ m", false]),
        explanationHtml: "<p>$\\sqrt{5^2 - 3^2} = \\sqrt{16} = 4$.</p>",
      },
      {
        type: "multiple",
        level: "Intermediate",
        difficulty: 2,
        marks: 2,
        partialCredit: "none",
        stemHtml: "<p>Which of these are side lengths of a right-angled triangle?</p>",
        options: opts(["$3, 4, 5$", true], ["$5, 12, 13$", true], ["$6, 8, 11$", false], ["$8, 15, 17$", true]),
        explanationHtml: "<p>Check $a^2 + b^2 = c^2$: $36 + 64 = 100 \\ne 121$.</p>",
      },
      {
        type: "short",
        level: "Foundation",
        difficulty: 1,
        marks: 1,
        stemHtml: "<p>What is the longest side of a right-angled triangle called?</p>",
        scheme: { modelAnswerHtml: "<p>The hypotenuse.</p>", rules: "1: hypoten* | hypothen*" },
      },
    ],
    3: [
      {
        type: "single",
        level: "Intermediate",
        difficulty: 2,
        marks: 1,
        stemHtml: "<p>In a right-angled triangle, $\\sin \\theta$ is…</p>",
        options: opts(
          ["opposite ÷ hypotenuse", true],
          ["adjacent ÷ hypotenuse", false],
          ["opposite ÷ adjacent", false],
          ["hypotenuse ÷ opposite", false],
        ),
      },
      {
        type: "numeric",
        level: "Intermediate",
        difficulty: 2,
        marks: 1,
        stemHtml: "<p>Give the exact value of $\\sin 30^\\circ$ as a decimal.</p>",
        answer: 0.5,
        tolerance: 0,
      },
      {
        type: "truefalse",
        level: "Advanced",
        difficulty: 4,
        marks: 1,
        answer: true,
        stemHtml: "<p>True or false: $\\cos 120^\\circ$ is negative.</p>",
        explanationHtml:
          "<p>$120^\\circ$ is in the second quadrant, where cosine is negative: $\\cos 120^\\circ = -\\tfrac12$.</p>",
      },
      {
        type: "twotier",
        level: "Advanced",
        difficulty: 5,
        marks: 3,
        firstTierMarks: 1,
        stemHtml:
          "<p>A triangle has $a = 10$ cm, $b = 6$ cm and the angle between them $C = 30^\\circ$. What is its area?</p>",
        options: [
          {
            html: "$15$ cm²",
            correct: true,
            subOptions: reasons(
              ["Area $= \\tfrac12 ab \\sin C$.", true],
              ["Area $= \\tfrac12 \\times$ base $\\times$ height with height $6$.", false],
            ),
          },
          {
            html: "$30$ cm²",
            correct: false,
            subOptions: reasons(["The formula has a factor $\\tfrac12$.", true], ["Area $= ab \\sin C$.", false]),
          },
          {
            html: "$25.98$ cm²",
            correct: false,
            subOptions: reasons(
              ["Use the sine of the included angle.", true],
              ["Area $= \\tfrac12 ab \\cos C$.", false],
            ),
          },
        ],
      },
      {
        type: "subjective",
        level: "Advanced",
        difficulty: 5,
        marks: 4,
        stemHtml:
          "<p>When do you use the cosine rule rather than the sine rule? Describe both situations in which it is needed.</p>",
        scheme: {
          modelAnswerHtml:
            "<p>Use the cosine rule when you know two sides and the included angle (to find the third side), or all three sides (to find an angle). The sine rule needs a side and its opposite angle.</p>",
          rules:
            "2: two sides and the included angle | two sides and the angle between | sas\n2: three sides | all the sides | sss\n-1: always use the sine rule",
        },
      },
    ],
  },
};

/** Fixed questions of each subject quiz (the rest is drawn from the chapter quizzes). */
const SUBJECT_QUESTIONS: Record<string, DemoQuestion[]> = {
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

async function addQuestions(db: Db, sectionId: number, list: DemoQuestion[], levelIds: Map<string, number>) {
  for (const { level, ...q } of list) {
    await insertQuestion(db, sectionId, QuestionInput.parse({ ...q, levelId: levelIds.get(level) ?? null }));
  }
}

async function section(db: Db, quizId: number, title: string, instructions = "") {
  const html = rich(instructions);
  return insertSection(db, { quizId, title, instructionsHtml: html.html, instructionsRendered: html.rendered });
}

/** Seeds the demo quizzes; answers how many quizzes it made. */
export async function seedDemoQuizzes(db: Db): Promise<number> {
  const [course] = await db.select().from(courses).where(eq(courses.title, DEMO_COURSE_TITLE)).limit(1);
  if (!course) throw new Error(`demo course ${DEMO_COURSE_TITLE} missing`);
  let made = 0;
  for (const [subjectTitle, byChapter] of Object.entries(CHAPTER_QUESTIONS)) {
    const [subject] = await db
      .select()
      .from(subjects)
      .where(and(eq(subjects.courseId, course.id), eq(subjects.title, subjectTitle)))
      .limit(1);
    if (!subject) throw new Error(`demo subject ${subjectTitle} missing`);
    const levelRows = await db.select().from(levels).where(eq(levels.subjectId, subject.id));
    const levelIds = new Map(levelRows.map((l) => [l.name, l.id]));
    const place = { courseId: course.id, subjectId: subject.id };
    const intro = rich("<p>Answer every question. You may use a calculator; give exact answers where you can.</p>");
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
          timeLimitMinutes: 20,
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
    await addQuestions(
      db,
      await section(db, examId, "Part A: core skills"),
      SUBJECT_QUESTIONS[subjectTitle] ?? [],
      levelIds,
    );
    const drawn = await section(db, examId, "Part B: mixed practice", "<p>Questions from every chapter.</p>");
    await insertSelector(db, drawn, { count: 6, chapterIds: [], levelIds: [], difficultyMin: 1, difficultyMax: 5 });
    made++;
  }
  return made;
}
