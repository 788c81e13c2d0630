import { type DemoQuestion, opts, reasons } from "./demo-question.ts";

/**
 * Geometry & Trigonometry, chapter 3 "Trigonometry": SOH CAH TOA, exact values, the unit
 * circle, the sine and cosine rules. One hand-marked question only (the essay): the demo
 * student's exam here leaves exactly one answer waiting in the marking queue (demo-attempts.ts).
 */
export const TRIGONOMETRY: DemoQuestion[] = [
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
        subOptions: reasons(["Use the sine of the included angle.", true], ["Area $= \\tfrac12 ab \\cos C$.", false]),
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
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml:
      "<p>A right-angled triangle has hypotenuse $12$ cm and an angle of $40^\\circ$. Find the side opposite that angle, to 1 decimal place.</p>",
    answer: 7.7,
    tolerance: 0.05,
    unit: "cm",
    explanationHtml:
      "<p>Hypotenuse and opposite: SOH. $\\sin 40^\\circ = \\dfrac{x}{12}$, so $x = 12 \\sin 40^\\circ \\approx 7.7$ cm.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml:
      "<p>A ramp rises $1.2$ m over a horizontal distance of $5$ m. Find the angle it makes with the ground, to 1 decimal place.</p>",
    answer: 13.5,
    tolerance: 0.05,
    unit: "°",
    explanationHtml:
      "<p>Opposite and adjacent: TOA. $\\tan\\theta = \\dfrac{1.2}{5} = 0.24$, so $\\theta = \\tan^{-1}(0.24) \\approx 13.5^\\circ$.</p>",
  },
  {
    type: "truefalse",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: in a right-angled triangle, $\\sin\\theta$ can be greater than $1$.</p>",
    explanationHtml:
      "<p>$\\sin\\theta = \\dfrac{\\text{opposite}}{\\text{hypotenuse}}$ and the hypotenuse is the longest side, so $\\sin\\theta \\lt 1$.</p>",
  },
  {
    type: "multiple",
    level: "Advanced",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml: "<p>Which of these are equal to $\\tfrac12$? Choose all that apply.</p>",
    options: opts(
      ["$\\sin 30^\\circ$", true],
      ["$\\cos 60^\\circ$", true],
      ["$\\tan 45^\\circ$", false],
      ["$\\cos 30^\\circ$", false],
      ["$\\sin 150^\\circ$", true],
    ),
    explanationHtml:
      "<p>$\\sin 30^\\circ = \\cos 60^\\circ = \\tfrac12$ and $\\sin 150^\\circ = \\sin(180^\\circ - 30^\\circ) = \\tfrac12$; $\\tan 45^\\circ = 1$ and $\\cos 30^\\circ = \\tfrac{\\sqrt3}{2}$.</p>",
  },
  {
    type: "single",
    level: "Advanced",
    difficulty: 4,
    marks: 1,
    stemHtml: "<p>For which angles $\\theta$ are $\\sin\\theta$ and $\\cos\\theta$ both negative?</p>",
    options: opts(
      ["$180^\\circ \\lt \\theta \\lt 270^\\circ$ (third quadrant)", true],
      ["$90^\\circ \\lt \\theta \\lt 180^\\circ$ (second quadrant)", false],
      ["$270^\\circ \\lt \\theta \\lt 360^\\circ$ (fourth quadrant)", false],
      ["$0^\\circ \\lt \\theta \\lt 90^\\circ$ (first quadrant)", false],
    ),
    explanationHtml:
      "<p>On the unit circle $P = (\\cos\\theta, \\sin\\theta)$: both coordinates are negative in the third quadrant, where only tangent is positive.</p>",
  },
  {
    type: "numeric",
    level: "Advanced",
    difficulty: 4,
    marks: 2,
    stemHtml:
      "<p>In triangle $ABC$, $b = 7$ cm, $c = 5$ cm and $A = 60^\\circ$. Find the side $a$, to 1 decimal place.</p>",
    answer: 6.2,
    tolerance: 0.05,
    unit: "cm",
    explanationHtml:
      "<p>Two sides and the angle between them: the cosine rule. $a^2 = 7^2 + 5^2 - 2 \\times 7 \\times 5 \\cos 60^\\circ = 74 - 35 = 39$, so $a = \\sqrt{39} \\approx 6.2$ cm.</p>",
  },
  {
    type: "single",
    level: "Advanced",
    difficulty: 4,
    marks: 1,
    stemHtml:
      "<p>In triangle $ABC$, $a = 10$ cm, $A = 50^\\circ$ and $B = 70^\\circ$. Which expression gives the side $b$?</p>",
    options: opts(
      ["$b = \\dfrac{10 \\sin 70^\\circ}{\\sin 50^\\circ}$", true],
      ["$b = \\dfrac{10 \\sin 50^\\circ}{\\sin 70^\\circ}$", false],
      ["$b = 10 \\sin 70^\\circ$", false],
      ["$b = \\dfrac{\\sin 70^\\circ}{10 \\sin 50^\\circ}$", false],
    ),
    explanationHtml:
      "<p>A side with its opposite angle is known, so use the sine rule: $\\dfrac{b}{\\sin 70^\\circ} = \\dfrac{10}{\\sin 50^\\circ}$, which gives $b \\approx 12.3$ cm.</p>",
  },
];
