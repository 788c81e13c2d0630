import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Geometry & Trigonometry, chapter 1 "Coordinate Geometry": straight lines $y = mx + c$, the
 * gradient between two points, parallel lines, finding a line's equation. Every question type.
 */
export const COORDINATE_GEOMETRY: DemoQuestion[] = [
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
  {
    type: "single",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>Which line has gradient $-3$ and crosses the $y$-axis at $(0, 4)$?</p>",
    options: opts(["$y = -3x + 4$", true], ["$y = 4x - 3$", false], ["$y = -3x - 4$", false], ["$y = 3x + 4$", false]),
    explanationHtml: "<p>In $y = mx + c$ the gradient is $m = -3$ and the intercept is $c = 4$.</p>",
  },
  {
    type: "truefalse",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    answer: true,
    stemHtml: "<p>True or false: the point $(3, 7)$ lies on the line $y = 2x + 1$.</p>",
    explanationHtml: "<p>Substitute $x = 3$: $2 \\times 3 + 1 = 7$, which is the point’s $y$-coordinate.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    stemHtml: "<p>Find the gradient of the line through $(-1, 6)$ and $(3, -2)$.</p>",
    answer: -2,
    tolerance: 0,
    explanationHtml:
      "<p>$m = \\dfrac{-2 - 6}{3 - (-1)} = \\dfrac{-8}{4} = -2$. A negative gradient slopes down from left to right.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>The line $y = 3x + c$ passes through $(2, 5)$. Find $c$.</p>",
    answer: -1,
    tolerance: 0,
    explanationHtml: "<p>Substitute the point: $5 = 3 \\times 2 + c$, so $c = 5 - 6 = -1$.</p>",
  },
  {
    type: "single",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>What is the gradient of the horizontal line $y = 5$?</p>",
    options: opts(["$0$", true], ["$5$", false], ["$1$", false], ["It has no gradient", false]),
    explanationHtml: "<p>$y$ stays $5$ whatever $x$ is: no change in $y$, so the gradient is $0$.</p>",
  },
  {
    type: "multiple",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml: "<p>Which lines are parallel to $y = 4x - 1$? Choose all that apply.</p>",
    options: opts(
      ["$y = 4x + 7$", true],
      ["$y = -4x - 1$", false],
      ["$2y = 8x + 3$", true],
      ["$y = \\tfrac14 x - 1$", false],
      ["$y - 4x = 10$", true],
    ),
    explanationHtml:
      "<p>Parallel lines have the same gradient, $4$. Make $y$ the subject first: $2y = 8x + 3$ gives $y = 4x + 1.5$ and $y - 4x = 10$ gives $y = 4x + 10$.</p>",
  },
  {
    type: "short",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml:
      "<p>In $y = mx + c$, the number $c$ tells you where the line crosses the $y$-axis. What is it called?</p>",
    scheme: {
      modelAnswerHtml: "<p>The $y$-intercept.</p>",
      rules: "# The intercept, with or without the y\n1: intercept* | intersept* | y int*",
    },
    explanationHtml: "<p>$c$ is the $y$-intercept: the line crosses the $y$-axis at $(0, c)$.</p>",
  },
  {
    type: "subjective",
    level: "Intermediate",
    difficulty: 3,
    marks: 4,
    stemHtml:
      "<p>Find the equation of the line through $(1, -1)$ and $(3, 5)$. Show how you find the gradient and the intercept, and check your answer with the second point.</p>",
    scheme: {
      modelAnswerHtml:
        "<p>Gradient: $m = \\dfrac{5 - (-1)}{3 - 1} = \\dfrac{6}{2}$, so $m = 3$. Substitute $(1, -1)$ into $y = 3x + c$: $-1 = 3 + c$, so $c = -4$. The equation is $y = 3x - 4$. Check with $(3, 5)$: $3 \\times 3 - 4 = 5$.</p>",
      rules: [
        "# One mark for each step: gradient, intercept, equation, check (− is the minus sign some keyboards type)",
        String.raw`1: /\bm\s*=\s*3\b/ | /gradient\s*(is|of|=|:)?\s*3\b/`,
        String.raw`1: /\bc\s*=\s*[-−]\s*4\b/`,
        String.raw`1: /y\s*=\s*3\s*x\s*[-−]\s*4\b/`,
        "1: check*",
      ].join("\n"),
    },
    explanationHtml: "<p>$m = 3$, $c = -4$: $y = 3x - 4$.</p>",
  },
];
