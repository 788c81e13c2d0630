/** A worked example of "Writing Equations": what it shows and how it is written in a tutorial. */
export interface WorkedExample {
  title: string;
  note: string;
  latex: string;
  /** Display (`$$…$$`, its own centred line) or inline (`$…$`, in the sentence). */
  display: boolean;
  /** An inline formula's sentence: the text before and after it. */
  sentence?: { before: string; after: string };
}

/** The source as written in a tutorial, delimiters (and an inline formula's sentence) included. */
export function writtenSource(e: WorkedExample): string {
  if (e.display) return `$$${e.latex}$$`;
  return `${e.sentence?.before ?? ""}$${e.latex}$${e.sentence?.after ?? ""}`;
}

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    title: "Fractions",
    note: "\\frac{top}{bottom}; \\tfrac gives a small fraction inside a sentence.",
    latex: String.raw`\frac{3}{4} + \frac{1}{6} = \frac{9}{12} + \frac{2}{12} = \frac{11}{12}`,
    display: true,
  },
  {
    title: "Roots",
    note: "\\sqrt{x} for a square root, \\sqrt[n]{x} for the n-th root.",
    latex: String.raw`\sqrt{49} = 7 \qquad \sqrt[3]{27} = 3 \qquad \sqrt{a^2 + b^2}`,
    display: true,
  },
  {
    title: "The quadratic formula",
    note: "Powers with ^, ± with \\pm; braces group what belongs together.",
    latex: String.raw`x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}`,
    display: true,
  },
  {
    title: "Sums",
    note: "\\sum with limits below (_) and above (^); the same works for \\prod.",
    latex: String.raw`\sum_{k=1}^{n} k = \frac{n(n+1)}{2}`,
    display: true,
  },
  {
    title: "Integrals and limits",
    note: "\\int with bounds, \\, for a thin space before dx, \\lim with x \\to 0 below.",
    latex: String.raw`\int_{0}^{1} x^2 \, dx = \frac{1}{3} \qquad \lim_{x \to 0} \frac{\sin x}{x} = 1`,
    display: true,
  },
  {
    title: "Matrices",
    note: "pmatrix (round brackets) or bmatrix (square); & between columns, \\\\ between rows.",
    latex: String.raw`A = \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}, \quad \det A = 1 \cdot 4 - 2 \cdot 3 = -2`,
    display: true,
  },
  {
    title: "Aligned working",
    note: "aligned lines up the = signs: & marks the alignment point, \\\\ ends a line.",
    latex: String.raw`\begin{aligned} 3x + 5 &= 20 \\ 3x &= 15 \\ x &= 5 \end{aligned}`,
    display: true,
  },
  {
    title: "Cases",
    note: "A function defined piece by piece, with cases.",
    latex: String.raw`|x| = \begin{cases} x & \text{if } x \ge 0 \\ -x & \text{if } x < 0 \end{cases}`,
    display: true,
  },
  {
    title: "Chemistry",
    note: "\\mathrm keeps element symbols upright; subscripts with _, charges with ^; gathered stacks lines.",
    latex: String.raw`\begin{gathered} \mathrm{2H_2 + O_2 \rightarrow 2H_2O} \\ \mathrm{Na^+ + Cl^- \rightleftharpoons NaCl} \\ \mathrm{CO_3^{2-}} \end{gathered}`,
    display: true,
  },
  {
    title: "Physics formulas",
    note: "Subscripts name quantities (m_1, v_0); \\text{} writes words and units upright.",
    latex: String.raw`\begin{gathered} F = G\frac{m_1 m_2}{r^2} \\ v = v_0 + at \\ E_k = \tfrac{1}{2} m v^2 \ \text{(in joules)} \end{gathered}`,
    display: true,
  },
  {
    title: "Inside a sentence",
    note: "Single dollars keep the formula in the line of text.",
    latex: String.raw`\sin^2\theta + \cos^2\theta = 1`,
    display: false,
    sentence: { before: "For every angle we have ", after: ", so the two squares always add up to one." },
  },
];
