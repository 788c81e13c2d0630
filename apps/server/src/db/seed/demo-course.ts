/**
 * Demo teaching content for the seeded course "Mathematics Foundations": two subjects, their levels,
 * chapters and tutorials. Tutorial bodies are HTML (h2, h3, p, strong, em, lists, tables, code, pre)
 * with mathematics as LaTeX (`$…$` inline, `$$…$$` display) and TikZ diagrams in `<pre class="tikz">`.
 * TikZ arrows use the built-in `-latex` tip so the sources need no `>` and no HTML escaping.
 */

export type DemoDifficulty = 1 | 2 | 3 | 4 | 5;

export interface DemoTutorial {
  topic: string;
  /** One of the subject's `levels`. */
  level: string;
  difficulty: DemoDifficulty;
  freePreview: boolean;
  html: string;
}

export interface DemoChapter {
  /** Numbered from 1 within its subject. */
  number: number;
  title: string;
  tutorials: DemoTutorial[];
}

export interface DemoSubject {
  title: string;
  levels: string[];
  chapters: DemoChapter[];
}

export interface DemoCourseContent {
  subjects: DemoSubject[];
}

/** The seeded course (see seed.ts) this content belongs to. */
export const DEMO_COURSE_TITLE = "Mathematics Foundations";

export const DEMO_LEVELS: readonly string[] = ["Foundation", "Intermediate", "Advanced"];

const simplifyingExpressions = String.raw`<h2>Simplifying algebraic expressions</h2>
<p>Algebra uses letters to stand for numbers. A letter such as $x$ is called a <strong>variable</strong> because its value can change. An <strong>expression</strong> is a collection of <strong>terms</strong> joined by $+$ and $-$ signs, for example $4x + 3y - 7$. Here $4x$, $3y$ and $-7$ are the three terms. The number in front of a letter is its <strong>coefficient</strong>: the coefficient of $x$ is $4$ and the coefficient of $y$ is $3$. A term with no letter, such as $-7$, is a <strong>constant</strong>.</p>
<h3>Collecting like terms</h3>
<p><strong>Like terms</strong> have exactly the same letters raised to the same powers. So $5a$ and $-2a$ are like terms, and so are $3x^2$ and $x^2$, but $3x$ and $3x^2$ are <em>not</em>. To simplify an expression we add or subtract the coefficients of like terms and leave the letters unchanged. Think of it as counting objects: 5 apples take away 2 apples leaves 3 apples, so $5a - 2a = 3a$.</p>
<p>Always keep the sign in front of a term with that term. In $6p - 4q - 2p$ the $-2p$ belongs with $6p$, giving $4p - 4q$.</p>
<h3>Multiplying terms</h3>
<p>When terms are multiplied, multiply the numbers and then the letters. We usually leave out the $\times$ sign and write letters in alphabetical order:</p>
<ul>
<li>$3a \times 4b = 12ab$</li>
<li>$2x \times 5x = 10x^2$, because $x \times x = x^2$</li>
<li>$-3m \times 2n = -6mn$</li>
</ul>
<h3>Substitution</h3>
<p>To <strong>evaluate</strong> an expression, replace each letter by its value and work out the answer using the usual order of operations (brackets, powers, multiplication and division, then addition and subtraction). Put negative numbers in brackets to avoid sign mistakes.</p>
<h2>Worked example</h2>
<p>(a) Simplify $3x + 5y - x + 2y - 4$. (b) Find the value of $2x^2 - 3y$ when $x = 3$ and $y = -2$.</p>
<ol>
<li>Group the like terms: $(3x - x) + (5y + 2y) - 4$.</li>
<li>Combine the coefficients: $3 - 1 = 2$ and $5 + 2 = 7$, so the answer to (a) is $2x + 7y - 4$.</li>
<li>For (b), substitute: $2(3)^2 - 3(-2)$.</li>
<li>Powers first: $(3)^2 = 9$, so we have $2 \times 9 - 3 \times (-2) = 18 - (-6)$.</li>
<li>Subtracting a negative is adding: $18 + 6 = 24$.</li>
</ol>
<blockquote>Common mistake: $2x^2$ means $2 \times x^2$, not $(2x)^2$. With $x = 3$ it is $18$, not $36$.</blockquote>
<h2>Try it</h2>
<p>1. Simplify $4m - 2n + 7m + 5n - 3$. 2. Evaluate $a^2 + 3b$ when $a = -4$ and $b = 2$.</p>
<p><strong>Answers:</strong> 1. $11m + 3n - 3$. 2. $(-4)^2 + 3 \times 2 = 16 + 6 = 22$.</p>`;

const lawsOfIndices = String.raw`<h2>Laws of indices</h2>
<p>An <strong>index</strong> (or power, or exponent) tells you how many times a number is multiplied by itself: $2^5 = 2 \times 2 \times 2 \times 2 \times 2 = 32$. In $a^n$ the number $a$ is the <strong>base</strong> and $n$ is the index. The laws of indices let us simplify expressions with powers quickly, but they only work when the <em>bases are the same</em>.</p>
<h3>The three main laws</h3>
<p>Multiplying powers of the same base adds the indices, dividing subtracts them, and raising a power to a power multiplies them:</p>
$$a^m \times a^n = a^{m+n} \qquad a^m \div a^n = a^{m-n} \qquad \left(a^m\right)^n = a^{mn}$$
<p>You can see why by writing the powers out: $a^3 \times a^2 = (a \cdot a \cdot a)(a \cdot a) = a^5$.</p>
<h3>Zero, negative and fractional indices</h3>
<p>Following the division law, $a^3 \div a^3 = a^0$; but anything divided by itself is $1$. Going further down gives negative indices, which mean "one over", and fractional indices mean roots:</p>
$$a^0 = 1 \qquad a^{-n} = \frac{1}{a^n} \qquad a^{\frac{1}{n}} = \sqrt[n]{a} \qquad a^{\frac{m}{n}} = \left(\sqrt[n]{a}\right)^m$$
<table>
<thead><tr><th>Expression</th><th>Meaning</th><th>Value</th></tr></thead>
<tbody>
<tr><td>$5^0$</td><td>any non-zero number to the power 0</td><td>$1$</td></tr>
<tr><td>$2^{-3}$</td><td>$\frac{1}{2^3}$</td><td>$\frac{1}{8}$</td></tr>
<tr><td>$49^{\frac{1}{2}}$</td><td>$\sqrt{49}$</td><td>$7$</td></tr>
<tr><td>$8^{\frac{2}{3}}$</td><td>$\left(\sqrt[3]{8}\right)^2$</td><td>$4$</td></tr>
</tbody>
</table>
<p>With a fractional index, take the root first (the denominator) and then the power (the numerator): the numbers stay small.</p>
<h2>Worked example</h2>
<p>(a) Simplify $\dfrac{6x^5 \times 2x^3}{4x^2}$. (b) Evaluate $27^{\frac{2}{3}}$ and $8^{-\frac{1}{3}}$.</p>
<ol>
<li>Numerator: multiply the numbers, $6 \times 2 = 12$, and add the indices, $x^{5+3} = x^8$. So the top is $12x^8$.</li>
<li>Divide: $12 \div 4 = 3$ and $x^{8-2} = x^6$. The answer to (a) is $3x^6$.</li>
<li>$27^{\frac{2}{3}} = \left(\sqrt[3]{27}\right)^2 = 3^2 = 9$.</li>
<li>$8^{-\frac{1}{3}} = \dfrac{1}{8^{\frac{1}{3}}} = \dfrac{1}{\sqrt[3]{8}} = \dfrac{1}{2}$.</li>
</ol>
<blockquote>Check the base first: $2^3 \times 3^2$ cannot be combined into one power, because the bases differ. It is simply $8 \times 9 = 72$.</blockquote>
<h2>Try it</h2>
<p>Simplify or evaluate: 1. $\left(2y^3\right)^4$ 2. $16^{\frac{3}{4}}$ 3. $5^{-2}$</p>
<p><strong>Answers:</strong> 1. $2^4 y^{12} = 16y^{12}$. 2. $\left(\sqrt[4]{16}\right)^3 = 2^3 = 8$. 3. $\frac{1}{25}$.</p>`;

const bracketsAndFactorising = String.raw`<h2>Expanding brackets and factorising</h2>
<p><strong>Expanding</strong> means multiplying out brackets; <strong>factorising</strong> is the reverse, putting an expression back into brackets. Both are used constantly when solving equations, so it pays to be fluent in each direction.</p>
<h3>Single brackets</h3>
<p>Multiply every term inside the bracket by the term outside: $3(2x - 5) = 6x - 15$ and $-2(a - 4) = -2a + 8$. Watch the signs: a negative outside changes every sign inside.</p>
<h3>Double brackets</h3>
<p>Every term in the first bracket multiplies every term in the second. A tidy way to organise this is a grid, or the word <strong>FOIL</strong> (First, Outer, Inner, Last):</p>
$$(x + 3)(x - 5) = x^2 - 5x + 3x - 15 = x^2 - 2x - 15$$
<h3>Factorising</h3>
<p>To factorise with a <strong>common factor</strong>, find the highest common factor of all the terms and write it outside the bracket: $12x^2 + 8x = 4x(3x + 2)$. Check by expanding again.</p>
<p>To factorise a <strong>quadratic</strong> $x^2 + bx + c$, look for two numbers that <em>multiply</em> to give $c$ and <em>add</em> to give $b$. For $x^2 + 7x + 12$ the numbers are $3$ and $4$ (since $3 \times 4 = 12$ and $3 + 4 = 7$), so $x^2 + 7x + 12 = (x + 3)(x + 4)$.</p>
<p>A special case is the <strong>difference of two squares</strong>:</p>
$$a^2 - b^2 = (a + b)(a - b)$$
<p>For example $x^2 - 25 = (x + 5)(x - 5)$ and $9y^2 - 4 = (3y + 2)(3y - 2)$.</p>
<h2>Worked example</h2>
<p>Factorise $x^2 - 2x - 24$.</p>
<ol>
<li>We need two numbers with product $-24$ and sum $-2$.</li>
<li>Because the product is negative, one number is positive and one is negative. List factor pairs of $24$: $1, 24$; $2, 12$; $3, 8$; $4, 6$.</li>
<li>The pair $4$ and $-6$ works: $4 \times (-6) = -24$ and $4 + (-6) = -2$.</li>
<li>So $x^2 - 2x - 24 = (x + 4)(x - 6)$.</li>
<li>Check by expanding: $x^2 - 6x + 4x - 24 = x^2 - 2x - 24$. Correct.</li>
</ol>
<h2>Try it</h2>
<p>1. Expand and simplify $(2x + 1)(x - 4)$. 2. Factorise $x^2 - x - 20$. 3. Factorise $x^2 - 49$.</p>
<p><strong>Answers:</strong> 1. $2x^2 - 8x + x - 4 = 2x^2 - 7x - 4$. 2. $(x - 5)(x + 4)$. 3. $(x + 7)(x - 7)$.</p>`;

const linearEquations = String.raw`<h2>Solving linear equations</h2>
<p>An <strong>equation</strong> states that two expressions are equal, for example $5x - 7 = 3x + 9$. Solving it means finding the value of the unknown that makes both sides equal. In a <strong>linear</strong> equation the unknown appears only to the power 1 (no $x^2$), and there is exactly one solution.</p>
<h3>The balance method</h3>
<p>Picture the equation as a pair of balanced scales. Whatever you do to one side you must do to the other, and the scales stay balanced. The aim is to get the unknown on its own on one side. Useful moves are:</p>
<ul>
<li>add or subtract the same number or term on both sides;</li>
<li>multiply or divide both sides by the same (non-zero) number;</li>
<li>expand any brackets first, and clear fractions by multiplying by the denominator.</li>
</ul>
<p>Each move undoes an operation: subtraction undoes addition and division undoes multiplication. Work in the reverse order of how the expression was built.</p>
<h3>Unknowns on both sides</h3>
<p>Collect the unknown on the side where its coefficient is larger; this avoids negative coefficients. Then deal with the constants.</p>
<h2>Worked example 1</h2>
<p>Solve $5x - 7 = 3x + 9$.</p>
<ol>
<li>Subtract $3x$ from both sides: $2x - 7 = 9$.</li>
<li>Add $7$ to both sides: $2x = 16$.</li>
<li>Divide both sides by $2$: $x = 8$.</li>
<li>Check: left side $5 \times 8 - 7 = 33$, right side $3 \times 8 + 9 = 33$. Both sides agree.</li>
</ol>
<h2>Worked example 2</h2>
<p>Solve $\dfrac{x + 4}{3} = 2x - 7$.</p>
<ol>
<li>Multiply both sides by $3$ to clear the fraction: $x + 4 = 6x - 21$.</li>
<li>Subtract $x$ from both sides: $4 = 5x - 21$.</li>
<li>Add $21$: $25 = 5x$, so $x = 5$.</li>
<li>Check: $\frac{5 + 4}{3} = 3$ and $2 \times 5 - 7 = 3$.</li>
</ol>
<blockquote>Always check by substituting your answer into the <em>original</em> equation. It takes seconds and catches most sign errors.</blockquote>
<h2>Try it</h2>
<p>Solve $4(x - 3) = 2x + 10$.</p>
<p><strong>Answer:</strong> Expand: $4x - 12 = 2x + 10$. Subtract $2x$: $2x - 12 = 10$. Add $12$: $2x = 22$, so $x = 11$. Check: $4 \times 8 = 32$ and $22 + 10 = 32$.</p>`;

const inequalities = String.raw`<h2>Linear inequalities on a number line</h2>
<p>An <strong>inequality</strong> compares two quantities that need not be equal. There are four symbols:</p>
<table>
<thead><tr><th>Symbol</th><th>Meaning</th><th>On a number line</th></tr></thead>
<tbody>
<tr><td>$x \lt 3$</td><td>$x$ is less than $3$</td><td>open circle at $3$</td></tr>
<tr><td>$x \gt 3$</td><td>$x$ is greater than $3$</td><td>open circle at $3$</td></tr>
<tr><td>$x \leq 3$</td><td>$x$ is less than or equal to $3$</td><td>filled circle at $3$</td></tr>
<tr><td>$x \geq 3$</td><td>$x$ is greater than or equal to $3$</td><td>filled circle at $3$</td></tr>
</tbody>
</table>
<p>The solution of an inequality is usually a whole <em>range</em> of numbers, not a single value. An open circle shows that the end value is not included; a filled circle shows that it is.</p>
<h3>Solving inequalities</h3>
<p>Solve an inequality just like an equation, using the balance method, with <strong>one extra rule</strong>: if you multiply or divide both sides by a <em>negative</em> number, reverse the inequality sign. For instance $2 \lt 5$, but multiplying by $-1$ gives $-2 \gt -5$.</p>
<h2>Worked example</h2>
<p>(a) Solve $7 - 2x \geq 1$. (b) Solve $-1 \lt 2x + 3 \leq 9$ and show the solution on a number line.</p>
<ol>
<li>(a) Subtract $7$ from both sides: $-2x \geq -6$.</li>
<li>Divide by $-2$ and reverse the sign: $x \leq 3$.</li>
<li>(b) This is a double inequality; do the same to all three parts. Subtract $3$: $-4 \lt 2x \leq 6$.</li>
<li>Divide by $2$ (positive, so no reversal): $-2 \lt x \leq 3$.</li>
<li>On the number line: an open circle at $-2$ (not included), a filled circle at $3$ (included), joined by a line.</li>
</ol>
<pre class="tikz" data-description="A number line from -4 to 4 with a blue segment from -2 to 3: an open circle at -2 (not included) and a filled dot at 3 (included).">\begin{tikzpicture}
\draw[-latex] (-4.6,0) -- (4.6,0) node[right] {$x$};
\foreach \n in {-4,...,4} {
  \draw (\n,0.1) -- (\n,-0.1) node[below] {$\n$};
}
\draw[very thick, blue] (-2,0.5) -- (3,0.5);
\draw[thick, blue, fill=white] (-2,0.5) circle (0.12);
\fill[blue] (3,0.5) circle (0.12);
\end{tikzpicture}</pre>
<p>The integers that satisfy $-2 \lt x \leq 3$ are $-1, 0, 1, 2, 3$. Notice that $-2$ is not in the list, but $3$ is.</p>
<h2>Try it</h2>
<p>1. Solve $5x + 2 \geq 3x - 6$. 2. List the integers $n$ with $-3 \leq 2n - 1 \lt 5$.</p>
<p><strong>Answers:</strong> 1. $2x \geq -8$, so $x \geq -4$. 2. Add $1$: $-2 \leq 2n \lt 6$; divide by $2$: $-1 \leq n \lt 3$, so $n = -1, 0, 1, 2$.</p>`;

const simultaneousEquations = String.raw`<h2>Simultaneous equations</h2>
<p>One equation with two unknowns, such as $x + y = 10$, has infinitely many solutions. With a <strong>second</strong> equation linking the same unknowns we can usually find the single pair of values that satisfies both at the same time, or <em>simultaneously</em>. Graphically, each linear equation is a straight line, and the solution is the point where the two lines cross.</p>
<h3>Method 1: elimination</h3>
<p>Multiply one or both equations so that one unknown has the same coefficient in each. Then add the equations (if the signs differ) or subtract them (if the signs are the same) to eliminate that unknown.</p>
<h3>Method 2: substitution</h3>
<p>If one equation already gives one unknown in terms of the other, such as $y = 2x - 1$, substitute that expression into the other equation. For example, with $3x + 2y = 12$ we get $3x + 2(2x - 1) = 12$, so $7x - 2 = 12$, $x = 2$ and $y = 3$.</p>
<h2>Worked example</h2>
<p>Solve by elimination:</p>
$$\begin{cases} 2x + 3y = 13 \\ 4x - y = 5 \end{cases}$$
<ol>
<li>Number the equations (1) and (2). To eliminate $y$, multiply (2) by $3$: $12x - 3y = 15$, call it (3).</li>
<li>The $y$ terms in (1) and (3) have opposite signs, so add them: $(2x + 12x) + (3y - 3y) = 13 + 15$, giving $14x = 28$.</li>
<li>Divide by $14$: $x = 2$.</li>
<li>Substitute $x = 2$ into (2): $8 - y = 5$, so $y = 3$.</li>
<li>Check in (1): $2(2) + 3(3) = 4 + 9 = 13$. Correct, so the solution is $x = 2$, $y = 3$.</li>
</ol>
<blockquote>Remember "<strong>S</strong>ame <strong>S</strong>igns <strong>S</strong>ubtract": if the matching coefficients have the same sign, subtract the equations; otherwise add them.</blockquote>
<h3>Word problems</h3>
<p>Many real problems lead to simultaneous equations. "Two pens and three pencils cost 13 dollars; four pens cost 5 dollars more than one pencil" is exactly the system above, so a pen costs 2 dollars and a pencil 3 dollars. Always define your letters before writing the equations.</p>
<h2>Try it</h2>
<p>Solve: 1. $x + y = 10$ and $x - y = 4$. 2. $3x + 2y = 16$ and $x + 2y = 8$.</p>
<p><strong>Answers:</strong> 1. Adding gives $2x = 14$, so $x = 7$ and $y = 3$. 2. Subtracting gives $2x = 8$, so $x = 4$; then $4 + 2y = 8$ gives $y = 2$.</p>`;

const quadraticEquations = String.raw`<h2>Solving quadratic equations</h2>
<p>A <strong>quadratic equation</strong> can be written in the standard form</p>
$$ax^2 + bx + c = 0, \qquad a \neq 0.$$
<p>Its graph is a curve called a parabola, and the solutions (or <strong>roots</strong>) are the $x$-values where the curve meets the $x$-axis. A quadratic can have two, one or no real roots. Always rearrange to "$= 0$" before you start.</p>
<h3>Method 1: factorising</h3>
<p>If $(x - p)(x - q) = 0$, then one of the brackets must be zero, because a product is zero only when a factor is zero. So $x = p$ or $x = q$. For example, $x^2 - 5x + 6 = 0$ factorises to $(x - 2)(x - 3) = 0$, so $x = 2$ or $x = 3$.</p>
<h3>Method 2: the quadratic formula</h3>
<p>When the quadratic does not factorise neatly, use the formula, which works for every quadratic:</p>
$$x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$$
<p>The $\pm$ sign gives the two roots: one with $+$ and one with $-$.</p>
<h3>The discriminant</h3>
<p>The expression under the square root, $\Delta = b^2 - 4ac$, is called the <strong>discriminant</strong>. It tells you how many real roots there are before you solve:</p>
<ul>
<li>$\Delta \gt 0$: two different real roots (the parabola crosses the axis twice);</li>
<li>$\Delta = 0$: one repeated root (the parabola touches the axis);</li>
<li>$\Delta \lt 0$: no real roots (the parabola misses the axis).</li>
</ul>
<h2>Worked example</h2>
<p>Solve $2x^2 + 3x - 4 = 0$, giving the answers to 2 decimal places.</p>
<ol>
<li>Identify the coefficients: $a = 2$, $b = 3$, $c = -4$.</li>
<li>Discriminant: $b^2 - 4ac = 3^2 - 4(2)(-4) = 9 + 32 = 41$. It is positive, so there are two roots.</li>
<li>Substitute: $x = \dfrac{-3 \pm \sqrt{41}}{4}$.</li>
<li>With $\sqrt{41} \approx 6.403$: $x \approx \dfrac{-3 + 6.403}{4} \approx 0.85$ or $x \approx \dfrac{-3 - 6.403}{4} \approx -2.35$.</li>
<li>Check: $2(0.85)^2 + 3(0.85) - 4 \approx 1.445 + 2.55 - 4 \approx 0$. Good.</li>
</ol>
<blockquote>Put $c$ in with its sign. Forgetting that $c = -4$ is negative is the most common error with the formula.</blockquote>
<h2>Try it</h2>
<p>1. Solve $x^2 + 2x - 15 = 0$ by factorising. 2. Solve $x^2 - 4x + 1 = 0$ exactly, using the formula.</p>
<p><strong>Answers:</strong> 1. $(x + 5)(x - 3) = 0$, so $x = -5$ or $x = 3$. 2. $\Delta = 16 - 4 = 12$, so $x = \dfrac{4 \pm \sqrt{12}}{2} = 2 \pm \sqrt{3}$ (about $3.73$ and $0.27$).</p>`;

const straightLines = String.raw`<h2>Straight-line graphs: gradient and intercept</h2>
<p>Every straight line (except a vertical one) has an equation of the form</p>
$$y = mx + c$$
<p>where $m$ is the <strong>gradient</strong> (how steep the line is) and $c$ is the <strong>$y$-intercept</strong> (where the line crosses the $y$-axis, at the point $(0, c)$).</p>
<h3>Gradient</h3>
<p>The gradient measures how much $y$ changes when $x$ increases by $1$. Between any two points $(x_1, y_1)$ and $(x_2, y_2)$ on the line,</p>
$$m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{\text{change in } y}{\text{change in } x}.$$
<p>A positive gradient slopes up from left to right, a negative gradient slopes down, and a gradient of $0$ gives a horizontal line $y = c$. Lines with equal gradients are <strong>parallel</strong>.</p>
<p>The diagram shows $y = 2x + 1$. It crosses the $y$-axis at $(0, 1)$, and each step of $1$ to the right takes it $2$ up, so its gradient is $2$.</p>
<pre class="tikz" data-description="A grid with x and y axes and the straight line y = 2x + 1. Red dots mark (0, 1) and (1, 3); a dashed red step between them shows a run of 1 and a rise of 2.">\begin{tikzpicture}[scale=0.5]
\draw[gray!40, very thin] (-4,-4) grid (4,8);
\draw[-latex] (-4.5,0) -- (4.5,0) node[right] {$x$};
\draw[-latex] (0,-4.5) -- (0,8.5) node[above] {$y$};
\foreach \x in {-3,-2,-1,1,2,3} { \node[below] at (\x,0) {\scriptsize $\x$}; }
\foreach \y in {-3,-2,-1,1,2,3,4,5,6,7} { \node[left] at (0,\y) {\scriptsize $\y$}; }
\draw[very thick, blue] (-2.5,-4) -- (3.5,8) node[right] {$y = 2x + 1$};
\fill[red] (0,1) circle (0.15);
\fill[red] (1,3) circle (0.15);
\draw[dashed, red] (0,1) -- (1,1) -- (1,3);
\end{tikzpicture}</pre>
<h2>Worked example</h2>
<p>Find the equation of the line through $A(1, 3)$ and $B(4, 9)$.</p>
<ol>
<li>Gradient: $m = \dfrac{9 - 3}{4 - 1} = \dfrac{6}{3} = 2$.</li>
<li>So the line is $y = 2x + c$. Substitute the point $A$: $3 = 2(1) + c$, giving $c = 1$.</li>
<li>The equation is $y = 2x + 1$, the line in the diagram.</li>
<li>Check with $B$: $2(4) + 1 = 9$. Correct.</li>
</ol>
<h3>Reading an equation</h3>
<p>Rearrange to make $y$ the subject before reading off $m$ and $c$. For example $2y - 6x = 8$ becomes $2y = 6x + 8$, so $y = 3x + 4$: gradient $3$, intercept $(0, 4)$.</p>
<blockquote>The order of subtraction must be the same on top and bottom of the gradient fraction: $y_2 - y_1$ with $x_2 - x_1$.</blockquote>
<h2>Try it</h2>
<p>Find the equation of the line through $(-2, 7)$ and $(2, -1)$.</p>
<p><strong>Answer:</strong> $m = \dfrac{-1 - 7}{2 - (-2)} = \dfrac{-8}{4} = -2$. Then $7 = -2(-2) + c$ gives $c = 3$, so $y = -2x + 3$. Check: $-2(2) + 3 = -1$.</p>`;

const anglesInPolygons = String.raw`<h2>Angles in triangles and polygons</h2>
<p>Angles are measured in degrees, with a full turn equal to $360^\circ$. A handful of facts let you find missing angles in almost any diagram, as long as you give a reason for every step.</p>
<h3>Basic angle facts</h3>
<ul>
<li>Angles on a straight line add up to $180^\circ$.</li>
<li>Angles around a point add up to $360^\circ$.</li>
<li>Vertically opposite angles (made by two crossing lines) are equal.</li>
<li>The angles in a triangle add up to $180^\circ$.</li>
<li>The angles in a quadrilateral add up to $360^\circ$.</li>
</ul>
<h3>Polygons</h3>
<p>Any polygon with $n$ sides can be split into $n - 2$ triangles by drawing diagonals from one corner. Each triangle contributes $180^\circ$, so</p>
$$\text{sum of interior angles} = (n - 2) \times 180^\circ.$$
<p>An <strong>exterior angle</strong> is the angle between one side and the extension of the next side. Walking all the way around a polygon you make exactly one full turn, so the exterior angles of any polygon add up to $360^\circ$. At each corner, interior angle $+$ exterior angle $= 180^\circ$.</p>
<p>In a <strong>regular</strong> polygon all sides and all angles are equal, so each exterior angle is $\dfrac{360^\circ}{n}$.</p>
<table>
<thead><tr><th>Polygon</th><th>$n$</th><th>Interior angle sum</th><th>Each interior angle (regular)</th></tr></thead>
<tbody>
<tr><td>Triangle</td><td>3</td><td>$180^\circ$</td><td>$60^\circ$</td></tr>
<tr><td>Square</td><td>4</td><td>$360^\circ$</td><td>$90^\circ$</td></tr>
<tr><td>Pentagon</td><td>5</td><td>$540^\circ$</td><td>$108^\circ$</td></tr>
<tr><td>Hexagon</td><td>6</td><td>$720^\circ$</td><td>$120^\circ$</td></tr>
</tbody>
</table>
<h2>Worked example</h2>
<p>(a) The angles of a triangle are $x$, $2x$ and $3x$. Find them. (b) Find each interior angle of a regular octagon.</p>
<ol>
<li>(a) Angles in a triangle add to $180^\circ$: $x + 2x + 3x = 180^\circ$.</li>
<li>So $6x = 180^\circ$ and $x = 30^\circ$. The angles are $30^\circ$, $60^\circ$ and $90^\circ$ (a right-angled triangle).</li>
<li>(b) An octagon has $n = 8$. Each exterior angle is $360^\circ \div 8 = 45^\circ$.</li>
<li>Interior and exterior angles lie on a straight line, so each interior angle is $180^\circ - 45^\circ = 135^\circ$.</li>
<li>Check with the sum: $(8 - 2) \times 180^\circ = 1080^\circ$, and $1080^\circ \div 8 = 135^\circ$.</li>
</ol>
<h2>Try it</h2>
<p>1. Two angles of a triangle are $48^\circ$ and $67^\circ$. Find the third. 2. A regular polygon has exterior angles of $24^\circ$. How many sides does it have?</p>
<p><strong>Answers:</strong> 1. $180^\circ - 48^\circ - 67^\circ = 65^\circ$. 2. $n = 360^\circ \div 24^\circ = 15$ sides.</p>`;

const circles = String.raw`<h2>Area and circumference of a circle</h2>
<p>A circle is the set of points at a fixed distance, the <strong>radius</strong> $r$, from its centre. The <strong>diameter</strong> $d$ passes through the centre and is twice the radius: $d = 2r$. The perimeter of a circle has a special name, the <strong>circumference</strong>.</p>
<pre class="tikz" data-description="A circle with centre O. A blue radius r runs from the centre to the edge; a red dashed diameter d crosses the whole circle through the centre.">\begin{tikzpicture}
\draw[thick] (0,0) circle (2);
\fill (0,0) circle (0.06) node[below left] {$O$};
\draw[thick, blue] (0,0) -- (2,0) node[midway, above] {$r$};
\draw[thick, red, dashed] (-1.414,1.414) -- (1.414,-1.414);
\node[red] at (-1.1,0.6) {$d$};
\end{tikzpicture}</pre>
<h3>The number $\pi$</h3>
<p>For every circle, however large or small, the circumference divided by the diameter is the same number, called $\pi$ (pi): $\pi \approx 3.14159$. It is irrational, so its decimals never end or repeat. Use the $\pi$ key on your calculator and round only at the end.</p>
<h3>The formulas</h3>
$$C = 2\pi r = \pi d \qquad\qquad A = \pi r^2$$
<p>Circumference is a length (cm, m), while area is measured in square units (cm², m²). A quick check: the area of a circle is a little more than three times the square on its radius.</p>
<h2>Worked example</h2>
<p>(a) A circle has radius $5$ cm. Find its circumference and area. (b) Another circle has area $50 \text{ cm}^2$. Find its radius.</p>
<ol>
<li>(a) $C = 2\pi r = 2 \times \pi \times 5 = 10\pi \approx 31.4$ cm.</li>
<li>$A = \pi r^2 = \pi \times 5^2 = 25\pi \approx 78.5 \text{ cm}^2$. Square the radius <em>before</em> multiplying by $\pi$.</li>
<li>(b) Start from $\pi r^2 = 50$. Divide by $\pi$: $r^2 = \dfrac{50}{\pi} \approx 15.92$.</li>
<li>Take the square root: $r = \sqrt{15.92} \approx 3.99$ cm.</li>
</ol>
<h3>Parts of circles</h3>
<p>A <strong>sector</strong> with angle $\theta$ at the centre is the fraction $\frac{\theta}{360^\circ}$ of the whole circle, so</p>
$$\text{sector area} = \frac{\theta}{360^\circ} \times \pi r^2 \qquad \text{arc length} = \frac{\theta}{360^\circ} \times 2\pi r.$$
<p>For a semicircle, $\theta = 180^\circ$: half the area and half the circumference. Remember that the perimeter of a semicircle also includes the straight diameter.</p>
<blockquote>Leaving answers "in terms of $\pi$", such as $25\pi$, keeps them exact.</blockquote>
<h2>Try it</h2>
<p>A circular table top has diameter $14$ cm. Find (1) its circumference and (2) its area, to 1 decimal place.</p>
<p><strong>Answers:</strong> The radius is $7$ cm. 1. $C = 14\pi \approx 44.0$ cm. 2. $A = \pi \times 7^2 = 49\pi \approx 153.9 \text{ cm}^2$.</p>`;

const pythagoras = String.raw`<h2>Pythagoras' theorem</h2>
<p>In a right-angled triangle the longest side, opposite the right angle, is called the <strong>hypotenuse</strong>. Pythagoras' theorem connects the three sides: <em>the square on the hypotenuse equals the sum of the squares on the other two sides</em>. With legs $a$ and $b$ and hypotenuse $c$:</p>
$$a^2 + b^2 = c^2$$
<pre class="tikz" data-description="A right-angled triangle with the right angle at the bottom right. The bottom side is b, the upright side is a, and the sloping hypotenuse opposite the right angle is c.">\begin{tikzpicture}
\draw[thick] (0,0) -- (4,0) -- (4,3) -- cycle;
\draw (3.7,0) -- (3.7,0.3) -- (4,0.3);
\node[below] at (2,0) {$b$};
\node[right] at (4,1.5) {$a$};
\node[above left] at (2,1.5) {$c$};
\end{tikzpicture}</pre>
<p>The theorem only works for right-angled triangles, and $c$ must be the hypotenuse.</p>
<h3>Finding the hypotenuse</h3>
<p>Square the two shorter sides, <strong>add</strong>, then take the square root: $c = \sqrt{a^2 + b^2}$. For legs $6$ and $8$, $c = \sqrt{36 + 64} = \sqrt{100} = 10$.</p>
<h3>Finding a shorter side</h3>
<p>Rearrange: $a^2 = c^2 - b^2$, so square the hypotenuse and the known side, <strong>subtract</strong>, then take the square root. A quick check: the hypotenuse must come out as the longest side.</p>
<h3>Distance between two points</h3>
<p>The horizontal and vertical gaps between two points form the legs of a right-angled triangle, so the distance is</p>
$$d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}.$$
<h2>Worked example</h2>
<p>(a) A right-angled triangle has hypotenuse $13$ cm and one side $5$ cm. Find the third side. (b) Is a triangle with sides $9$, $12$ and $15$ right-angled?</p>
<ol>
<li>(a) The unknown side is not the hypotenuse, so subtract: $b^2 = 13^2 - 5^2 = 169 - 25 = 144$.</li>
<li>$b = \sqrt{144} = 12$ cm.</li>
<li>(b) The longest side, $15$, would be the hypotenuse. Compare: $9^2 + 12^2 = 81 + 144 = 225$ and $15^2 = 225$.</li>
<li>They are equal, so by the converse of Pythagoras' theorem the triangle is right-angled.</li>
</ol>
<p>Whole-number sets such as $(3, 4, 5)$, $(5, 12, 13)$ and $(8, 15, 17)$ are called <strong>Pythagorean triples</strong>; multiples of them, like $(9, 12, 15)$, are triples too. Most triangles give answers with decimals, for example legs $3$ and $7$ give $c = \sqrt{58} \approx 7.62$.</p>
<h2>Try it</h2>
<p>A ladder $5$ m long leans against a vertical wall. Its foot is $1.4$ m from the wall on level ground. How high up the wall does it reach?</p>
<p><strong>Answer:</strong> The ladder is the hypotenuse: $h^2 = 5^2 - 1.4^2 = 25 - 1.96 = 23.04$, so $h = \sqrt{23.04} = 4.8$ m.</p>`;

const rightAngledTrig = String.raw`<h2>Sine, cosine and tangent in right-angled triangles</h2>
<p>Pythagoras links the three sides of a right-angled triangle. <strong>Trigonometry</strong> links the sides with the <em>angles</em>. Choose one of the acute angles and call it $\theta$ (theta). Then name the sides relative to $\theta$:</p>
<ul>
<li>the <strong>hypotenuse</strong> is opposite the right angle (always the longest side);</li>
<li>the <strong>opposite</strong> side is across from $\theta$;</li>
<li>the <strong>adjacent</strong> side is next to $\theta$ (and is not the hypotenuse).</li>
</ul>
<pre class="tikz" data-description="A right-angled triangle with an angle theta marked at the bottom left. The bottom side is labelled adjacent, the upright side opposite, and the sloping side hypotenuse.">\begin{tikzpicture}
\draw[thick] (0,0) -- (4,0) -- (4,3) -- cycle;
\draw (3.7,0) -- (3.7,0.3) -- (4,0.3);
\draw (0.8,0) arc (0:36.87:0.8);
\node at (1.1,0.35) {$\theta$};
\node[below] at (2,0) {adjacent};
\node[right] at (4,1.5) {opposite};
\node[above left] at (2,1.5) {hypotenuse};
\end{tikzpicture}</pre>
<h3>The three ratios</h3>
$$\sin\theta = \frac{\text{opposite}}{\text{hypotenuse}} \qquad \cos\theta = \frac{\text{adjacent}}{\text{hypotenuse}} \qquad \tan\theta = \frac{\text{opposite}}{\text{adjacent}}$$
<p>The memory aid <strong>SOH CAH TOA</strong> holds all three. To decide which ratio to use, tick the two sides involved in the question (the one you know and the one you want) and pick the ratio that uses those two.</p>
<p>To find an angle, use the inverse functions on your calculator: $\sin^{-1}$, $\cos^{-1}$ and $\tan^{-1}$. Make sure the calculator is in <strong>degree</strong> mode.</p>
<h3>Exact values</h3>
<table>
<thead><tr><th>$\theta$</th><th>$30^\circ$</th><th>$45^\circ$</th><th>$60^\circ$</th></tr></thead>
<tbody>
<tr><td>$\sin\theta$</td><td>$\frac{1}{2}$</td><td>$\frac{\sqrt{2}}{2}$</td><td>$\frac{\sqrt{3}}{2}$</td></tr>
<tr><td>$\cos\theta$</td><td>$\frac{\sqrt{3}}{2}$</td><td>$\frac{\sqrt{2}}{2}$</td><td>$\frac{1}{2}$</td></tr>
<tr><td>$\tan\theta$</td><td>$\frac{\sqrt{3}}{3}$</td><td>$1$</td><td>$\sqrt{3}$</td></tr>
</tbody>
</table>
<h2>Worked example</h2>
<p>(a) A right-angled triangle has hypotenuse $10$ cm and an angle of $35^\circ$. Find the side opposite that angle. (b) The sides opposite and adjacent to $\theta$ are $7$ cm and $4$ cm. Find $\theta$.</p>
<ol>
<li>(a) We know the hypotenuse and want the opposite: SOH. So $\sin 35^\circ = \dfrac{x}{10}$.</li>
<li>Multiply by $10$: $x = 10 \sin 35^\circ \approx 10 \times 0.5736 \approx 5.74$ cm.</li>
<li>(b) Opposite and adjacent: TOA. So $\tan\theta = \dfrac{7}{4} = 1.75$.</li>
<li>$\theta = \tan^{-1}(1.75) \approx 60.3^\circ$.</li>
</ol>
<h2>Try it</h2>
<p>1. A ramp $8$ m long makes an angle of $50^\circ$ with the horizontal ground. How far does it reach horizontally? 2. Find $\theta$ when the opposite side is $5$ and the hypotenuse is $13$.</p>
<p><strong>Answers:</strong> 1. Adjacent $= 8 \cos 50^\circ \approx 5.14$ m. 2. $\theta = \sin^{-1}\left(\frac{5}{13}\right) \approx 22.6^\circ$.</p>`;

const unitCircle = String.raw`<h2>The unit circle and angles of any size</h2>
<p>SOH CAH TOA only makes sense for angles between $0^\circ$ and $90^\circ$. The <strong>unit circle</strong>, a circle of radius $1$ centred at the origin, extends sine and cosine to every angle.</p>
<p>Start on the positive $x$-axis and turn anticlockwise through an angle $\theta$. The point $P$ where you land on the circle has coordinates</p>
$$P = (\cos\theta, \sin\theta).$$
<pre class="tikz" data-description="A unit circle of radius 1 centred on the origin O. A radius makes angle theta with the x-axis and meets the circle at P(cos theta, sin theta); a blue horizontal segment of length cos theta and a red vertical segment of length sin theta drop from P to the axis.">\begin{tikzpicture}[scale=2.5]
\draw[-latex] (-1.3,0) -- (1.3,0) node[right] {$x$};
\draw[-latex] (0,-1.3) -- (0,1.3) node[above] {$y$};
\draw (0,0) circle (1);
\draw[thick] (0,0) -- (40:1);
\fill (40:1) circle (0.025) node[above right] {$P(\cos\theta, \sin\theta)$};
\draw[very thick, blue] (0,0) -- (0.766,0) node[midway, below] {$\cos\theta$};
\draw[very thick, red] (0.766,0) -- (0.766,0.643) node[midway, right] {$\sin\theta$};
\draw (0.3,0) arc (0:40:0.3);
\node at (20:0.42) {$\theta$};
\node[below left] at (0,0) {$O$};
\node[below right] at (1,0) {$1$};
\end{tikzpicture}</pre>
<p>For an acute angle this agrees with SOH CAH TOA: the hypotenuse is $1$, so the opposite side is $\sin\theta$ and the adjacent side is $\cos\theta$. Applying Pythagoras to the same triangle gives the most important identity in trigonometry:</p>
$$\sin^2\theta + \cos^2\theta = 1 \qquad\qquad \tan\theta = \frac{\sin\theta}{\cos\theta}$$
<h3>Signs in the four quadrants</h3>
<p>Because $\cos\theta$ is the $x$-coordinate and $\sin\theta$ the $y$-coordinate, their signs follow the quadrant. In the first quadrant all three ratios are positive; in the second only sine; in the third only tangent; in the fourth only cosine. Symmetry of the circle also gives</p>
$$\sin(180^\circ - \theta) = \sin\theta \qquad \cos(180^\circ - \theta) = -\cos\theta.$$
<p>Angles can also be measured in <strong>radians</strong>: a full turn is $360^\circ = 2\pi$ radians, so $180^\circ = \pi$ and $90^\circ = \frac{\pi}{2}$.</p>
<h2>Worked example</h2>
<p>(a) Find the exact values of $\sin 150^\circ$ and $\cos 150^\circ$. (b) Solve $\sin x = 0.5$ for $0^\circ \leq x \leq 360^\circ$.</p>
<ol>
<li>(a) $150^\circ = 180^\circ - 30^\circ$, in the second quadrant.</li>
<li>So $\sin 150^\circ = \sin 30^\circ = \frac{1}{2}$ and $\cos 150^\circ = -\cos 30^\circ = -\frac{\sqrt{3}}{2}$.</li>
<li>(b) The calculator gives $x = \sin^{-1}(0.5) = 30^\circ$.</li>
<li>Sine is also positive in the second quadrant, giving a second solution $x = 180^\circ - 30^\circ = 150^\circ$.</li>
<li>So $x = 30^\circ$ or $x = 150^\circ$.</li>
</ol>
<h2>Try it</h2>
<p>1. Solve $\cos x = -0.5$ for $0^\circ \leq x \leq 360^\circ$. 2. If $\sin\theta = \frac{3}{5}$ and $\theta$ is acute, find $\cos\theta$ and $\tan\theta$.</p>
<p><strong>Answers:</strong> 1. $\cos^{-1}(-0.5) = 120^\circ$; cosine is also negative in the third quadrant, so $x = 120^\circ$ or $x = 240^\circ$. 2. $\cos^2\theta = 1 - \frac{9}{25} = \frac{16}{25}$, so $\cos\theta = \frac{4}{5}$ and $\tan\theta = \frac{3}{4}$.</p>`;

const sineCosineRules = String.raw`<h2>The sine rule and the cosine rule</h2>
<p>SOH CAH TOA needs a right angle. For <strong>any</strong> triangle we use two more powerful rules. Label the angles with capital letters $A$, $B$, $C$ and the side opposite each angle with the matching small letter $a$, $b$, $c$.</p>
<pre class="tikz" data-description="A triangle with corners A (bottom left), B (bottom right) and C (top). Each side is named by the small letter of the corner it faces: c along the bottom, a from B to C, b from A to C.">\begin{tikzpicture}
\draw[thick] (0,0) -- (5,0) -- (1.5,3) -- cycle;
\node[below left] at (0,0) {$A$};
\node[below right] at (5,0) {$B$};
\node[above] at (1.5,3) {$C$};
\node[below] at (2.5,0) {$c$};
\node[above right] at (3.25,1.5) {$a$};
\node[above left] at (0.75,1.5) {$b$};
\end{tikzpicture}</pre>
<h3>The sine rule</h3>
$$\frac{a}{\sin A} = \frac{b}{\sin B} = \frac{c}{\sin C}$$
<p>Use it when you know a side and its opposite angle, plus one more side or angle: it pairs each side with the angle facing it.</p>
<h3>The cosine rule</h3>
$$a^2 = b^2 + c^2 - 2bc\cos A$$
<p>Use it when you know two sides and the angle between them (to find the third side), or all three sides (to find an angle). Rearranged for an angle:</p>
$$\cos A = \frac{b^2 + c^2 - a^2}{2bc}$$
<p>When $A = 90^\circ$, $\cos A = 0$ and the cosine rule becomes Pythagoras' theorem. The area of any triangle is also given by</p>
$$\text{Area} = \frac{1}{2}ab\sin C.$$
<h2>Worked example</h2>
<p>(a) In triangle $ABC$, $A = 40^\circ$, $B = 75^\circ$ and $a = 8$ cm. Find $b$. (b) A triangle has sides $7$, $8$ and $9$ cm. Find its largest angle.</p>
<ol>
<li>(a) We know the pair $a$, $A$, so use the sine rule: $\dfrac{b}{\sin 75^\circ} = \dfrac{8}{\sin 40^\circ}$.</li>
<li>$b = \dfrac{8 \sin 75^\circ}{\sin 40^\circ} \approx \dfrac{8 \times 0.9659}{0.6428} \approx 12.02$ cm.</li>
<li>(b) The largest angle is opposite the longest side, $9$ cm. Call it $C$ with $c = 9$, $a = 7$, $b = 8$.</li>
<li>$\cos C = \dfrac{7^2 + 8^2 - 9^2}{2 \times 7 \times 8} = \dfrac{49 + 64 - 81}{112} = \dfrac{32}{112} \approx 0.2857$.</li>
<li>$C = \cos^{-1}(0.2857) \approx 73.4^\circ$.</li>
</ol>
<blockquote>With the sine rule, finding an <em>angle</em> can have two answers (an acute and an obtuse one). Check whether the obtuse angle still fits in the triangle.</blockquote>
<h2>Try it</h2>
<p>A triangle has $a = 10$ cm, $b = 6$ cm and the angle between them $C = 30^\circ$. Find (1) its area and (2) the side $c$.</p>
<p><strong>Answers:</strong> 1. Area $= \frac{1}{2} \times 10 \times 6 \times \sin 30^\circ = 15 \text{ cm}^2$. 2. $c^2 = 10^2 + 6^2 - 2 \times 10 \times 6 \cos 30^\circ \approx 136 - 103.92 = 32.08$, so $c \approx 5.66$ cm.</p>`;

export const DEMO_COURSE_CONTENT: DemoCourseContent = {
  subjects: [
    {
      title: "Algebra",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "Expressions and Indices",
          tutorials: [
            {
              topic: "Simplifying algebraic expressions",
              level: "Foundation",
              difficulty: 1,
              freePreview: true,
              html: simplifyingExpressions,
            },
            {
              topic: "Laws of indices",
              level: "Intermediate",
              difficulty: 2,
              freePreview: false,
              html: lawsOfIndices,
            },
            {
              topic: "Expanding brackets and factorising",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: bracketsAndFactorising,
            },
          ],
        },
        {
          number: 2,
          title: "Equations and Inequalities",
          tutorials: [
            {
              topic: "Solving linear equations",
              level: "Foundation",
              difficulty: 2,
              freePreview: false,
              html: linearEquations,
            },
            {
              topic: "Linear inequalities on a number line",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: inequalities,
            },
            {
              topic: "Simultaneous equations",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: simultaneousEquations,
            },
          ],
        },
        {
          number: 3,
          title: "Quadratic Equations",
          tutorials: [
            {
              topic: "Solving quadratic equations",
              level: "Advanced",
              difficulty: 4,
              freePreview: false,
              html: quadraticEquations,
            },
          ],
        },
      ],
    },
    {
      title: "Geometry & Trigonometry",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "Coordinate Geometry",
          tutorials: [
            {
              topic: "Straight-line graphs: gradient and intercept",
              level: "Foundation",
              difficulty: 2,
              freePreview: true,
              html: straightLines,
            },
          ],
        },
        {
          number: 2,
          title: "Shapes and Measurement",
          tutorials: [
            {
              topic: "Angles in triangles and polygons",
              level: "Foundation",
              difficulty: 1,
              freePreview: false,
              html: anglesInPolygons,
            },
            {
              topic: "Area and circumference of a circle",
              level: "Foundation",
              difficulty: 2,
              freePreview: false,
              html: circles,
            },
            {
              topic: "Pythagoras' theorem",
              level: "Intermediate",
              difficulty: 2,
              freePreview: false,
              html: pythagoras,
            },
          ],
        },
        {
          number: 3,
          title: "Trigonometry",
          tutorials: [
            {
              topic: "Sine, cosine and tangent",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: rightAngledTrig,
            },
            {
              topic: "The unit circle and angles of any size",
              level: "Advanced",
              difficulty: 4,
              freePreview: false,
              html: unitCircle,
            },
            {
              topic: "The sine rule and the cosine rule",
              level: "Advanced",
              difficulty: 5,
              freePreview: false,
              html: sineCosineRules,
            },
          ],
        },
      ],
    },
  ],
};
