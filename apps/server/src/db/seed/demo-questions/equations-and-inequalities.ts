import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Algebra, chapter 2 "Equations and Inequalities": the balance method, unknowns on both sides,
 * inequalities on a number line, simultaneous equations. No short-text question: the demo
 * student's marked exam here has exactly one hand-marked answer, the essay (demo-attempts.ts).
 */
export const EQUATIONS_AND_INEQUALITIES: DemoQuestion[] = [
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
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>To solve $x + 8 = 3$, what do you do to both sides?</p>",
    options: opts(["Subtract $8$", true], ["Add $8$", false], ["Divide by $8$", false], ["Subtract $3$", false]),
    explanationHtml: "<p>Subtracting $8$ from both sides keeps the balance and leaves $x = 3 - 8 = -5$.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 2,
    stemHtml: "<p>Solve $3(x + 4) = 30$.</p>",
    answer: 6,
    tolerance: 0,
    explanationHtml:
      "<p>Divide both sides by $3$: $x + 4 = 10$, so $x = 6$. (Or expand: $3x + 12 = 30$, $3x = 18$.)</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>Solve $7x - 3 = 4x + 9$.</p>",
    answer: 4,
    tolerance: 0,
    explanationHtml:
      "<p>Subtract $4x$ from both sides: $3x - 3 = 9$. Add $3$: $3x = 12$, so $x = 4$. Check: $7 \\times 4 - 3 = 25 = 4 \\times 4 + 9$.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>Solve $\\dfrac{2x + 1}{3} = 5$.</p>",
    answer: 7,
    tolerance: 0,
    explanationHtml: "<p>Multiply both sides by $3$: $2x + 1 = 15$. Then $2x = 14$ and $x = 7$.</p>",
  },
  {
    type: "multiple",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    partialCredit: "rightMinusWrong",
    stemHtml: "<p>Which values of $x$ satisfy $3 - 2x \\geq -5$? Choose all that apply.</p>",
    options: opts(["$x = 4$", true], ["$x = 0$", true], ["$x = -3$", true], ["$x = 5$", false], ["$x = 4.5$", false]),
    explanationHtml:
      "<p>Subtract $3$: $-2x \\geq -8$. Divide by $-2$ and reverse the sign: $x \\leq 4$. The value $4$ itself is included.</p>",
  },
  {
    type: "single",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    stemHtml:
      "<p>A number line shows an open circle at $-2$ and a filled circle at $3$, joined by a line. Which inequality does it show?</p>",
    options: opts(
      ["$-2 \\lt x \\leq 3$", true],
      ["$-2 \\leq x \\lt 3$", false],
      ["$-2 \\leq x \\leq 3$", false],
      ["$-2 \\lt x \\lt 3$", false],
    ),
    explanationHtml: "<p>An open circle leaves its end value out ($\\lt$); a filled circle includes it ($\\leq$).</p>",
  },
  {
    type: "truefalse",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: $x = 2,\\ y = 1$ solves both $3x + 2y = 8$ and $x + y = 2$.</p>",
    explanationHtml:
      "<p>It fits the first equation but not the second: $2 + 1 = 3 \\ne 2$. The solution of both is $x = 4,\\ y = -2$.</p>",
  },
  {
    type: "twotier",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    firstTierMarks: 1,
    stemHtml: "<p>Two numbers add up to $25$ and their difference is $7$. What is the larger number?</p>",
    options: [
      {
        html: "$16$",
        correct: true,
        subOptions: reasons(
          ["With $x + y = 25$ and $x - y = 7$, adding gives $2x = 32$.", true],
          ["$25 - 7 = 18$, and the larger number is half of that.", false],
        ),
      },
      {
        html: "$9$",
        correct: false,
        subOptions: reasons(
          ["The larger number is $7$ more than the smaller one, $9 + 7$.", true],
          ["Halving $25 - 7$ gives the larger number.", false],
        ),
      },
      {
        html: "$18$",
        correct: false,
        subOptions: reasons(
          ["$18$ and $18 - 7 = 11$ add up to $29$, not $25$.", true],
          ["The larger number is $25 - 7$.", false],
        ),
      },
    ],
    explanationHtml: "<p>Adding the equations: $2x = 32$, so $x = 16$ and $y = 25 - 16 = 9$. Check: $16 - 9 = 7$.</p>",
  },
];
