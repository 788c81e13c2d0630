import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Algebra, chapter 1 "Expressions and Indices": like terms, substitution, the laws of indices
 * (zero, negative and fractional indices), expanding and factorising. Every question type.
 */
export const EXPRESSIONS_AND_INDICES: DemoQuestion[] = [
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
    options: opts(["$x^2 \\times x^3$", false], ["$(x^2)^3$", true], ["$x^8 \\div x^2$", true], ["$x^3 + x^3$", false]),
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
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>Expand $4(2x - 3)$.</p>",
    options: opts(["$8x - 12$", true], ["$8x - 3$", false], ["$6x - 7$", false], ["$8x + 12$", false]),
    explanationHtml:
      "<p>Multiply every term in the bracket by $4$: $4 \\times 2x = 8x$ and $4 \\times (-3) = -12$.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>Find the value of $3a^2 - 2b$ when $a = -2$ and $b = 5$.</p>",
    answer: 2,
    tolerance: 0,
    explanationHtml:
      "<p>Put the negative number in brackets: $3 \\times (-2)^2 - 2 \\times 5 = 3 \\times 4 - 10 = 2$. The square comes before the multiplication.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    stemHtml: "<p>Work out $27^{\\frac{2}{3}}$.</p>",
    answer: 9,
    tolerance: 0,
    explanationHtml: "<p>Take the root first (the denominator), then the power: $\\sqrt[3]{27} = 3$ and $3^2 = 9$.</p>",
  },
  {
    type: "truefalse",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: $5^{-2} = -25$.</p>",
    explanationHtml:
      "<p>A negative index means the reciprocal, not a negative number: $5^{-2} = \\dfrac{1}{5^2} = \\dfrac{1}{25}$.</p>",
  },
  {
    type: "multiple",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml: "<p>Which of these factorisations are correct? Choose all that apply.</p>",
    options: opts(
      ["$6x + 9 = 3(2x + 3)$", true],
      ["$x^2 + 7x + 12 = (x + 3)(x + 4)$", true],
      ["$x^2 - 9 = (x - 3)^2$", false],
      ["$4x^2 - 8x = 4x(x - 2)$", true],
    ),
    explanationHtml:
      "<p>Expand each one to check. $(x - 3)^2 = x^2 - 6x + 9$, so $x^2 - 9$ is instead $(x - 3)(x + 3)$, a difference of two squares.</p>",
  },
  {
    type: "twotier",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    firstTierMarks: 1,
    stemHtml: "<p>Expand and simplify $(x + 5)(x - 2)$.</p>",
    options: [
      {
        html: "$x^2 + 3x - 10$",
        correct: true,
        subOptions: reasons(
          ["The $x$ terms are $-2x + 5x = 3x$ and the constant is $5 \\times (-2) = -10$.", true],
          ["Only the first terms and the last terms need multiplying.", false],
        ),
      },
      {
        html: "$x^2 - 10$",
        correct: false,
        subOptions: reasons(
          ["Every term of one bracket multiplies every term of the other.", true],
          ["The middle terms of two brackets always cancel out.", false],
        ),
      },
      {
        html: "$x^2 + 3x + 10$",
        correct: false,
        subOptions: reasons(
          ["$5 \\times (-2) = -10$, so the constant is negative.", true],
          ["Two brackets always give a positive constant.", false],
        ),
      },
    ],
    explanationHtml: "<p>$(x + 5)(x - 2) = x^2 - 2x + 5x - 10 = x^2 + 3x - 10$.</p>",
  },
  {
    type: "short",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml:
      "<p>In $a^n$ the letter $n$ tells you how many times $a$ is multiplied by itself. What is $n$ called?</p>",
    scheme: {
      modelAnswerHtml: "<p>The index (also called the power or the exponent).</p>",
      rules: "# Any of the three names\n1: index | indices | indice | power* | exponent*",
    },
    explanationHtml: "<p>$n$ is the index; $a$ is the base.</p>",
  },
  {
    type: "subjective",
    level: "Intermediate",
    difficulty: 3,
    marks: 3,
    stemHtml:
      "<p>Sam writes $2^3 \\times 3^2 = 6^5$ “because you add the indices”. Explain Sam’s mistake and work out the correct value.</p>",
    scheme: {
      modelAnswerHtml:
        "<p>The law $a^m \\times a^n = a^{m+n}$ only works when the bases are the same, and here the bases $2$ and $3$ are different. Work out each power instead: $2^3 \\times 3^2 = 8 \\times 9 = 72$.</p>",
      rules:
        "# The law of indices needs equal bases\n2: same base* | bases are the same | different bases | bases are different | base* are not the same | base* differ*\n1: 72",
    },
    explanationHtml: "<p>$2^3 \\times 3^2 = 8 \\times 9 = 72$, while $6^5 = 7776$.</p>",
  },
];
