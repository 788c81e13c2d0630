import { type DemoQuestion, opts } from "./demo-question.ts";

/**
 * Physics for Secondary School, Mechanics chapter 1 "Describing Motion": speed, acceleration, the
 * equations of motion, Newton's laws.
 */
export const DESCRIBING_MOTION: DemoQuestion[] = [
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>A bus travels $1800$ m in $2$ minutes. What is its average speed?</p>",
    answer: 15,
    tolerance: 0,
    unit: "m/s",
    explanationHtml: "<p>$v = \\frac{d}{t} = \\frac{1800}{120} = 15$ m/s (2 minutes is 120 s).</p>",
  },
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>Which of these is a <strong>vector</strong> quantity?</p>",
    options: opts(["velocity", true], ["speed", false], ["distance", false], ["time", false]),
    explanationHtml: "<p>Velocity has a direction as well as a size; the others have only a size.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml: "<p>A cyclist speeds up from $4$ m/s to $10$ m/s in $3$ s. What is her acceleration?</p>",
    answer: 2,
    tolerance: 0,
    unit: "m/s²",
    explanationHtml: "<p>$a = \\frac{v - u}{t} = \\frac{10 - 4}{3} = 2$ m/s².</p>",
  },
  {
    type: "truefalse",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: an object moving at a steady speed in a circle has no resultant force on it.</p>",
    explanationHtml:
      "<p>False. Its direction, and so its velocity, keeps changing: by Newton's first law a resultant force must act (towards the centre).</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 2,
    marks: 2,
    stemHtml: "<p>A resultant force of $600$ N acts on a $150$ kg motorbike and rider. What is their acceleration?</p>",
    answer: 4,
    tolerance: 0,
    unit: "m/s²",
    explanationHtml: "<p>$a = \\frac{F}{m} = \\frac{600}{150} = 4$ m/s².</p>",
  },
  {
    type: "multiple",
    level: "Advanced",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml:
      "<p>A ball is dropped from rest ($g = 10$ m/s², no air resistance). Which statements are true? Choose all that apply.</p>",
    options: opts(
      ["After $1$ s it moves at $10$ m/s.", true],
      ["In the first $2$ s it falls $20$ m.", true],
      ["Its acceleration grows as it falls.", false],
      ["A heavier ball would fall with a larger acceleration.", false],
    ),
    explanationHtml:
      "<p>$v = u + at = 10$ m/s after $1$ s and $s = \\tfrac12 at^2 = \\tfrac12 \\times 10 \\times 2^2 = 20$ m. Without air resistance every mass falls with the same constant acceleration $g$.</p>",
  },
  {
    type: "short",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml:
      "<p>A swimmer pushes the water backwards and moves forwards. Which of Newton's laws explains this? Give its number.</p>",
    scheme: {
      modelAnswerHtml: "<p>The third law.</p>",
      rules: "# Third, 3rd or 3, with or without 'law'\n1: third | 3rd | /\\b3\\b/",
    },
    explanationHtml:
      "<p>Newton's third law: the swimmer pushes the water back, and the water pushes the swimmer forward with an equal force.</p>",
  },
];
