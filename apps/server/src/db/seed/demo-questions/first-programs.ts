import { type DemoQuestion, opts } from "./demo-question.ts";

/**
 * Computer Science with Python, Programming in Python chapter 1 "First Programs": values and
 * types, assignment, if / elif / else, for and while loops. Code in `<code>`, `<` as `&lt;`.
 */
export const FIRST_PROGRAMS: DemoQuestion[] = [
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: '<p>What is the type of the value <code>"42"</code> in Python?</p>',
    options: opts(
      ["<code>str</code>", true],
      ["<code>int</code>", false],
      ["<code>float</code>", false],
      ["<code>bool</code>", false],
    ),
    explanationHtml: "<p>The quotation marks make it a string, even though it looks like a number.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>What does <code>print(17 % 5)</code> display?</p>",
    answer: 2,
    tolerance: 0,
    explanationHtml: "<p><code>%</code> gives the remainder: $17 = 3 \\times 5 + 2$.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml:
      "<p>After <code>x = 4</code>, then <code>y = x + 3</code>, then <code>x = 10</code>, what is the value of <code>y</code>?</p>",
    answer: 7,
    tolerance: 0,
    explanationHtml:
      "<p><code>y</code> was worked out when <code>x</code> was $4$; changing <code>x</code> later does not change <code>y</code>.</p>",
  },
  {
    type: "single",
    level: "Intermediate",
    difficulty: 3,
    marks: 1,
    stemHtml:
      '<p>With <code>mark = 55</code>, what does this print?</p><pre><code>if mark &gt;= 40:\n    print("C")\nelif mark &gt;= 50:\n    print("B")\nelse:\n    print("Fail")</code></pre>',
    options: opts(
      ["<code>C</code>", true],
      ["<code>B</code>", false],
      ["<code>C</code> then <code>B</code>", false],
      ["<code>Fail</code>", false],
    ),
    explanationHtml:
      "<p>The first true condition wins: $55 \\geq 40$, so <code>C</code> is printed and the <code>elif</code> is never checked. The tests are in the wrong order.</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml:
      "<p>What does this program print?</p><pre><code>total = 0\nfor n in range(1, 11):\n    total = total + n\nprint(total)</code></pre>",
    answer: 55,
    tolerance: 0,
    explanationHtml: "<p><code>range(1, 11)</code> gives $1$ to $10$, and $\\frac{10 \\times 11}{2} = 55$.</p>",
  },
  {
    type: "truefalse",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    answer: true,
    stemHtml:
      "<p>True or false: <code>while count &lt; 5: print(count)</code> runs for ever if <code>count</code> starts at $0$.</p>",
    explanationHtml: "<p>True: nothing in the loop changes <code>count</code>, so the condition stays true.</p>",
  },
];
