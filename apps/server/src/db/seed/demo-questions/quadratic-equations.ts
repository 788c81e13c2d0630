import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Algebra, chapter 3 "Quadratic Equations": factorising, the quadratic formula, the
 * discriminant. No essay: this quiz marks itself, so the demo student's exam (failed, released
 * at once, demo-attempts.ts) leaves nothing in the marking queue.
 */
export const QUADRATIC_EQUATIONS: DemoQuestion[] = [
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
  {
    type: "single",
    level: "Advanced",
    difficulty: 3,
    marks: 1,
    stemHtml: "<p>Factorise $x^2 + x - 12$.</p>",
    options: opts(
      ["$(x + 4)(x - 3)$", true],
      ["$(x - 4)(x + 3)$", false],
      ["$(x + 6)(x - 2)$", false],
      ["$(x + 12)(x - 1)$", false],
    ),
    explanationHtml:
      "<p>Look for two numbers that multiply to $-12$ and add to $1$: $4$ and $-3$. Check: $(x + 4)(x - 3) = x^2 + x - 12$.</p>",
  },
  {
    type: "numeric",
    level: "Advanced",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>One root of $x^2 + 2x - 15 = 0$ is $x = 3$. Find the other root.</p>",
    answer: -5,
    tolerance: 0,
    explanationHtml: "<p>$x^2 + 2x - 15 = (x - 3)(x + 5)$, so the other root is $x = -5$.</p>",
  },
  {
    type: "numeric",
    level: "Advanced",
    difficulty: 4,
    marks: 2,
    stemHtml:
      "<p>Solve $2x^2 - 3x - 4 = 0$ with the quadratic formula. Give the positive root to 2 decimal places.</p>",
    answer: 2.35,
    tolerance: 0.005,
    explanationHtml:
      "<p>$a = 2$, $b = -3$, $c = -4$: $x = \\dfrac{3 \\pm \\sqrt{9 + 32}}{4} = \\dfrac{3 \\pm \\sqrt{41}}{4}$. The positive root is $\\dfrac{3 + 6.403}{4} \\approx 2.35$.</p>",
  },
  {
    type: "single",
    level: "Advanced",
    difficulty: 3,
    marks: 1,
    stemHtml: "<p>Which is the quadratic formula for the roots of $ax^2 + bx + c = 0$?</p>",
    options: opts(
      ["$x = \\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$", true],
      ["$x = \\dfrac{b \\pm \\sqrt{b^2 - 4ac}}{2a}$", false],
      ["$x = -b \\pm \\dfrac{\\sqrt{b^2 - 4ac}}{2a}$", false],
      ["$x = \\dfrac{-b \\pm \\sqrt{b^2 + 4ac}}{2a}$", false],
    ),
    explanationHtml: "<p>The whole of $-b \\pm \\sqrt{b^2 - 4ac}$ is divided by $2a$.</p>",
  },
  {
    type: "truefalse",
    level: "Advanced",
    difficulty: 3,
    marks: 1,
    answer: true,
    stemHtml: "<p>True or false: if $(x - 4)(x + 1) = 0$, then $x = 4$ or $x = -1$.</p>",
    explanationHtml: "<p>A product is zero only when one of its factors is zero: $x - 4 = 0$ or $x + 1 = 0$.</p>",
  },
  {
    type: "truefalse",
    level: "Advanced",
    difficulty: 4,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: $x^2 + 2x + 5 = 0$ has two real roots.</p>",
    explanationHtml: "<p>$b^2 - 4ac = 4 - 20 = -16 \\lt 0$, so it has no real roots.</p>",
  },
  {
    type: "numeric",
    level: "Advanced",
    difficulty: 4,
    marks: 1,
    stemHtml: "<p>For which value of $k$ does $x^2 + 6x + k = 0$ have exactly one (repeated) root?</p>",
    answer: 9,
    tolerance: 0,
    explanationHtml:
      "<p>One repeated root needs $b^2 - 4ac = 0$: $36 - 4k = 0$, so $k = 9$. Then $x^2 + 6x + 9 = (x + 3)^2$.</p>",
  },
  {
    type: "twotier",
    level: "Advanced",
    difficulty: 5,
    marks: 3,
    firstTierMarks: 1,
    stemHtml: "<p>How many real roots does $4x^2 - 12x + 9 = 0$ have?</p>",
    options: [
      {
        html: "One (a repeated root)",
        correct: true,
        subOptions: reasons(
          ["$b^2 - 4ac = 144 - 144 = 0$.", true],
          ["The constant term $9$ is a perfect square.", false],
        ),
      },
      {
        html: "Two",
        correct: false,
        subOptions: reasons(
          ["Two roots need $b^2 - 4ac \\gt 0$, but here it is $0$.", true],
          ["Every quadratic equation has two different roots.", false],
        ),
      },
      {
        html: "None",
        correct: false,
        subOptions: reasons(
          ["No real roots needs $b^2 - 4ac \\lt 0$, but here it is $0$.", true],
          ["The coefficient $-12$ is negative.", false],
        ),
      },
    ],
    explanationHtml:
      "<p>$b^2 - 4ac = (-12)^2 - 4 \\times 4 \\times 9 = 0$: one repeated root, since $4x^2 - 12x + 9 = (2x - 3)^2$ gives $x = 1.5$.</p>",
  },
  {
    type: "short",
    level: "Advanced",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>The solutions of a quadratic equation are also called its ___. Give the missing word.</p>",
    scheme: {
      modelAnswerHtml: "<p>Its roots (or zeros).</p>",
      rules: "1: root* | zero* | zeroes",
    },
    explanationHtml: "<p>The roots are where the graph of $y = ax^2 + bx + c$ meets the $x$-axis.</p>",
  },
];
