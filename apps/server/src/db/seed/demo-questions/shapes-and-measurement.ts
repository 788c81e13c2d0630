import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Geometry & Trigonometry, chapter 2 "Shapes and Measurement": angles in triangles and
 * polygons, circles (area, circumference), Pythagoras' theorem and the distance between two
 * points. Every question type.
 */
export const SHAPES_AND_MEASUREMENT: DemoQuestion[] = [
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
    stemHtml: "<p>A $5$ m ladder leans against a wall with its foot $3$ m from the wall. How high does it reach?</p>",
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
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>Two angles of a triangle are $52^\\circ$ and $73^\\circ$. Find the third angle, in degrees.</p>",
    answer: 55,
    tolerance: 0,
    unit: "°",
    explanationHtml:
      "<p>The angles of a triangle add up to $180^\\circ$: $180^\\circ - 52^\\circ - 73^\\circ = 55^\\circ$.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 2,
    stemHtml: "<p>Find the circumference of a circle of diameter $12$ cm, to 1 decimal place.</p>",
    answer: 37.7,
    tolerance: 0.05,
    unit: "cm",
    explanationHtml: "<p>$C = \\pi d = 12\\pi \\approx 37.7$ cm.</p>",
  },
  {
    type: "truefalse",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: doubling the radius of a circle doubles its area.</p>",
    explanationHtml:
      "<p>The radius is squared: $\\pi (2r)^2 = 4\\pi r^2$, so the area becomes four times as large.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    stemHtml: "<p>Each exterior angle of a regular polygon is $30^\\circ$. How many sides does it have?</p>",
    answer: 12,
    tolerance: 0,
    explanationHtml: "<p>The exterior angles add up to $360^\\circ$: $n = 360^\\circ \\div 30^\\circ = 12$.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>Find the distance between the points $(2, -1)$ and $(5, 4)$, to 2 decimal places.</p>",
    answer: 5.83,
    tolerance: 0.005,
    explanationHtml:
      "<p>The gaps are $5 - 2 = 3$ and $4 - (-1) = 5$, so $d = \\sqrt{3^2 + 5^2} = \\sqrt{34} \\approx 5.83$.</p>",
  },
  {
    type: "twotier",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    firstTierMarks: 1,
    stemHtml: "<p>Is a triangle with sides $7$ cm, $24$ cm and $25$ cm right-angled?</p>",
    options: [
      {
        html: "Yes",
        correct: true,
        subOptions: reasons(
          ["$7^2 + 24^2 = 49 + 576 = 625 = 25^2$.", true],
          ["$7 + 24 \\gt 25$, so the three sides make a triangle.", false],
        ),
      },
      {
        html: "No",
        correct: false,
        subOptions: reasons(
          ["Compare the squares: $7^2 + 24^2$ equals $25^2$.", true],
          ["$7 + 24 \\ne 25$, so it cannot be right-angled.", false],
        ),
      },
    ],
    explanationHtml:
      "<p>By the converse of Pythagoras’ theorem, a triangle is right-angled when the squares of the two shorter sides add up to the square of the third: $49 + 576 = 625$.</p>",
  },
  {
    type: "subjective",
    level: "Intermediate",
    difficulty: 3,
    marks: 4,
    stemHtml:
      "<p>The angles of a quadrilateral are $x$, $2x$, $3x$ and $4x$. Find $x$ and the largest angle, giving a reason for each step.</p>",
    scheme: {
      modelAnswerHtml:
        "<p>The angles in a quadrilateral add up to $360^\\circ$, so $x + 2x + 3x + 4x = 10x = 360^\\circ$. Dividing by $10$ gives $x = 36^\\circ$, and the largest angle is $4x = 144^\\circ$.</p>",
      rules: "# The angle fact, the equation, x and the largest angle\n1: 360\n1: 10x | 10 x\n1: 36\n1: 144",
    },
    explanationHtml:
      "<p>$10x = 360^\\circ$, so $x = 36^\\circ$ and the angles are $36^\\circ$, $72^\\circ$, $108^\\circ$ and $144^\\circ$.</p>",
  },
];
