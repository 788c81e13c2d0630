import { DEMO_LEVELS, type DemoCourseContent } from "../demo-course.ts";

/**
 * "Computer Science with Python": Programming in Python, chapter 1 "First Programs" (values and
 * variables, decisions, loops). Code is in `<pre><code>`, where `<` is written `&lt;`.
 */

const variables = String.raw`<h2>Values, variables and your first program</h2>
<p>A <strong>program</strong> is a list of instructions that a computer carries out in order, one after another. Here is a complete Python program:</p>
<pre><code>print("Hello, world!")</code></pre>
<p><code>print</code> is a <strong>function</strong>: it displays whatever you give it between the brackets. Text in quotation marks is a <strong>string</strong>.</p>
<h3>Values and types</h3>
<p>Every value in Python has a <strong>type</strong>. The most common are:</p>
<table>
<thead><tr><th>Type</th><th>What it holds</th><th>Examples</th></tr></thead>
<tbody>
<tr><td><code>int</code></td><td>whole numbers</td><td><code>7</code>, <code>-3</code>, <code>2026</code></td></tr>
<tr><td><code>float</code></td><td>numbers with a decimal point</td><td><code>3.14</code>, <code>0.5</code></td></tr>
<tr><td><code>str</code></td><td>text</td><td><code>"Amara"</code>, <code>"42"</code></td></tr>
<tr><td><code>bool</code></td><td>true or false</td><td><code>True</code>, <code>False</code></td></tr>
</tbody>
</table>
<p>Note that <code>"42"</code> is a string, not a number: <code>"4" + "2"</code> gives <code>"42"</code>, while <code>4 + 2</code> gives <code>6</code>.</p>
<h3>Variables</h3>
<p>A <strong>variable</strong> is a name that refers to a value. The <code>=</code> sign <em>assigns</em> a value to a name; it does not mean "equals" as in mathematics. <code>count = count + 1</code> means "work out <code>count + 1</code>, then make <code>count</code> refer to the result".</p>
<pre><code>price = 250
quantity = 3
total = price * quantity
print("Total:", total)</code></pre>
<p>This prints <code>Total: 750</code>. Python's arithmetic operators are <code>+</code>, <code>-</code>, <code>*</code> (multiply), <code>/</code> (divide, always giving a float), <code>//</code> (whole-number division), <code>%</code> (remainder) and <code>**</code> (power): <code>17 // 5</code> is <code>3</code> and <code>17 % 5</code> is <code>2</code>.</p>
<h3>Input</h3>
<p><code>input()</code> asks the user to type something and always gives back a string. Convert it with <code>int()</code> or <code>float()</code> before doing arithmetic:</p>
<pre><code>age = int(input("How old are you? "))
print("Next year you will be", age + 1)</code></pre>
<h2>Try it</h2>
<p>What does this program print? <code>a = 7</code>, then <code>b = a * 2</code>, then <code>a = 1</code>, then <code>print(a + b)</code>.</p>
<p><strong>Answer:</strong> <code>15</code>. <code>b</code> was set to $14$ when <code>a</code> was $7$; changing <code>a</code> afterwards does not change <code>b</code>.</p>`;

const decisions = String.raw`<h2>Making decisions with if</h2>
<p>Programs become useful when they can choose what to do. An <code>if</code> statement runs a block of code only when a <strong>condition</strong> is true:</p>
<pre><code>temperature = 31
if temperature &gt; 30:
    print("It is hot: drink plenty of water.")
print("Have a good day.")</code></pre>
<p>The indented line belongs to the <code>if</code>; the last line is not indented, so it always runs. Python uses indentation (four spaces) to show which lines form a block, so it matters.</p>
<h3>Comparisons</h3>
<p>A condition is usually a comparison, which gives <code>True</code> or <code>False</code>: <code>==</code> (equal to; note the double sign), <code>!=</code> (not equal to), <code>&lt;</code>, <code>&gt;</code>, <code>&lt;=</code> and <code>&gt;=</code>. Combine conditions with <code>and</code>, <code>or</code> and <code>not</code>.</p>
<h3>elif and else</h3>
<p>With <code>elif</code> ("else if") and <code>else</code>, exactly one of several blocks runs. Python checks the conditions from the top and runs the first block whose condition is true:</p>
<pre><code>mark = int(input("Mark out of 100: "))
if mark &gt;= 70:
    grade = "A"
elif mark &gt;= 50:
    grade = "B"
elif mark &gt;= 40:
    grade = "C"
else:
    grade = "Fail"
print("Grade:", grade)</code></pre>
<p>A mark of $65$ fails the first test ($65 \geq 70$ is false) and passes the second, so the grade is B. The later tests are never checked.</p>
<blockquote>The order of the tests matters. If <code>mark &gt;= 40</code> came first, a mark of $90$ would get grade C.</blockquote>
<h2>Try it</h2>
<p>Write a program that reads a whole number and prints <code>even</code> or <code>odd</code>.</p>
<p><strong>Answer:</strong></p>
<pre><code>n = int(input("A whole number: "))
if n % 2 == 0:
    print("even")
else:
    print("odd")</code></pre>`;

const loops = String.raw`<h2>Repeating with for and while</h2>
<p>Computers are good at doing the same thing many times. A <strong>loop</strong> repeats a block of code.</p>
<h3>for loops</h3>
<p>A <code>for</code> loop runs its block once for each item in a sequence. <code>range(1, 6)</code> gives the numbers $1$ to $5$: it stops <em>before</em> the second number.</p>
<pre><code>total = 0
for n in range(1, 6):
    total = total + n
print(total)</code></pre>
<p>This adds $1 + 2 + 3 + 4 + 5$ and prints <code>15</code>. In general the sum of the first $n$ whole numbers is</p>
$$1 + 2 + \dots + n = \frac{n(n + 1)}{2}$$
<p>so with <code>range(1, 101)</code> the program would print $\frac{100 \times 101}{2} = 5050$: a handy way to check that the loop is right.</p>
<h3>while loops</h3>
<p>A <code>while</code> loop repeats as long as its condition stays true. Use it when you do not know in advance how many times to repeat:</p>
<pre><code>balance = 1000
years = 0
while balance &lt; 2000:
    balance = balance * 1.1
    years = years + 1
print(years, "years to double")</code></pre>
<p>With $10\%$ growth a year the balance doubles after <code>8</code> years (it passes $2000$ during the eighth year, since $1.1^8 \approx 2.14$).</p>
<blockquote>Something inside a <code>while</code> loop must eventually make the condition false. If nothing changes <code>balance</code>, the loop runs for ever.</blockquote>
<h2>Try it</h2>
<p>What does <code>for i in range(3): print(i * i)</code> print?</p>
<p><strong>Answer:</strong> <code>0</code>, <code>1</code> and <code>4</code>, on three lines: <code>range(3)</code> gives $0, 1, 2$.</p>`;

export const COMPUTING_SYLLABUS: DemoCourseContent = {
  subjects: [
    {
      title: "Programming in Python",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "First Programs",
          tutorials: [
            {
              topic: "Values, variables and your first program",
              level: "Foundation",
              difficulty: 1,
              freePreview: true,
              html: variables,
            },
            {
              topic: "Making decisions with if",
              level: "Foundation",
              difficulty: 2,
              freePreview: false,
              html: decisions,
            },
            {
              topic: "Repeating with for and while",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: loops,
            },
          ],
        },
      ],
    },
  ],
};
