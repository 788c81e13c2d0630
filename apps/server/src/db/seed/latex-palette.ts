/**
 * The LaTeX symbol palette offered to students and authors in the equation editor.
 * Every `latex` snippet renders with KaTeX; `label` is the short name shown on hover.
 */

export interface LatexPaletteSymbol {
  category: string;
  label: string;
  latex: string;
}

export const LATEX_PALETTE: LatexPaletteSymbol[] = [
  // Greek letters
  { category: "Greek letters", label: "alpha", latex: String.raw`\alpha` },
  { category: "Greek letters", label: "beta", latex: String.raw`\beta` },
  { category: "Greek letters", label: "gamma", latex: String.raw`\gamma` },
  { category: "Greek letters", label: "delta", latex: String.raw`\delta` },
  { category: "Greek letters", label: "epsilon", latex: String.raw`\varepsilon` },
  { category: "Greek letters", label: "theta", latex: String.raw`\theta` },
  { category: "Greek letters", label: "lambda", latex: String.raw`\lambda` },
  { category: "Greek letters", label: "mu", latex: String.raw`\mu` },
  { category: "Greek letters", label: "pi", latex: String.raw`\pi` },
  { category: "Greek letters", label: "rho", latex: String.raw`\rho` },
  { category: "Greek letters", label: "sigma", latex: String.raw`\sigma` },
  { category: "Greek letters", label: "phi", latex: String.raw`\phi` },
  { category: "Greek letters", label: "omega", latex: String.raw`\omega` },
  { category: "Greek letters", label: "capital delta", latex: String.raw`\Delta` },
  { category: "Greek letters", label: "capital sigma", latex: String.raw`\Sigma` },
  { category: "Greek letters", label: "capital omega", latex: String.raw`\Omega` },

  // Operators
  { category: "Operators", label: "plus or minus", latex: String.raw`\pm` },
  { category: "Operators", label: "minus or plus", latex: String.raw`\mp` },
  { category: "Operators", label: "times", latex: String.raw`\times` },
  { category: "Operators", label: "divide", latex: String.raw`\div` },
  { category: "Operators", label: "dot product", latex: String.raw`\cdot` },
  { category: "Operators", label: "superscript (power)", latex: String.raw`x^{2}` },
  { category: "Operators", label: "subscript", latex: String.raw`x_{1}` },
  { category: "Operators", label: "sum", latex: String.raw`\sum_{i=1}^{n} x_{i}` },
  { category: "Operators", label: "product", latex: String.raw`\prod_{i=1}^{n} x_{i}` },
  { category: "Operators", label: "factorial", latex: String.raw`n!` },
  { category: "Operators", label: "combinations", latex: String.raw`\binom{n}{r}` },
  { category: "Operators", label: "degree", latex: String.raw`90^{\circ}` },

  // Relations
  { category: "Relations", label: "not equal", latex: String.raw`\neq` },
  { category: "Relations", label: "approximately equal", latex: String.raw`\approx` },
  { category: "Relations", label: "less than", latex: String.raw`\lt` },
  { category: "Relations", label: "greater than", latex: String.raw`\gt` },
  { category: "Relations", label: "less than or equal", latex: String.raw`\leq` },
  { category: "Relations", label: "greater than or equal", latex: String.raw`\geq` },
  { category: "Relations", label: "identical to", latex: String.raw`\equiv` },
  { category: "Relations", label: "proportional to", latex: String.raw`\propto` },
  { category: "Relations", label: "similar to", latex: String.raw`\sim` },
  { category: "Relations", label: "congruent to", latex: String.raw`\cong` },
  { category: "Relations", label: "parallel", latex: String.raw`\parallel` },
  { category: "Relations", label: "perpendicular", latex: String.raw`\perp` },

  // Arrows
  { category: "Arrows", label: "right arrow", latex: String.raw`\rightarrow` },
  { category: "Arrows", label: "left arrow", latex: String.raw`\leftarrow` },
  { category: "Arrows", label: "implies", latex: String.raw`\Rightarrow` },
  { category: "Arrows", label: "if and only if", latex: String.raw`\Leftrightarrow` },
  { category: "Arrows", label: "maps to", latex: String.raw`\mapsto` },
  { category: "Arrows", label: "up arrow", latex: String.raw`\uparrow` },
  { category: "Arrows", label: "down arrow", latex: String.raw`\downarrow` },
  { category: "Arrows", label: "equilibrium", latex: String.raw`\rightleftharpoons` },

  // Sets and logic
  { category: "Sets and logic", label: "element of", latex: String.raw`\in` },
  { category: "Sets and logic", label: "not an element of", latex: String.raw`\notin` },
  { category: "Sets and logic", label: "subset", latex: String.raw`\subset` },
  { category: "Sets and logic", label: "subset or equal", latex: String.raw`\subseteq` },
  { category: "Sets and logic", label: "union", latex: String.raw`\cup` },
  { category: "Sets and logic", label: "intersection", latex: String.raw`\cap` },
  { category: "Sets and logic", label: "empty set", latex: String.raw`\varnothing` },
  { category: "Sets and logic", label: "complement", latex: String.raw`A'` },
  { category: "Sets and logic", label: "for all", latex: String.raw`\forall` },
  { category: "Sets and logic", label: "there exists", latex: String.raw`\exists` },
  { category: "Sets and logic", label: "not", latex: String.raw`\neg` },
  { category: "Sets and logic", label: "real numbers", latex: String.raw`\mathbb{R}` },
  { category: "Sets and logic", label: "integers", latex: String.raw`\mathbb{Z}` },
  { category: "Sets and logic", label: "natural numbers", latex: String.raw`\mathbb{N}` },
  { category: "Sets and logic", label: "therefore", latex: String.raw`\therefore` },

  // Calculus
  { category: "Calculus", label: "derivative", latex: String.raw`\frac{dy}{dx}` },
  { category: "Calculus", label: "second derivative", latex: String.raw`\frac{d^{2}y}{dx^{2}}` },
  { category: "Calculus", label: "f prime", latex: String.raw`f'(x)` },
  { category: "Calculus", label: "partial derivative", latex: String.raw`\frac{\partial f}{\partial x}` },
  { category: "Calculus", label: "indefinite integral", latex: String.raw`\int f(x)\,dx` },
  { category: "Calculus", label: "definite integral", latex: String.raw`\int_{a}^{b} f(x)\,dx` },
  { category: "Calculus", label: "limit", latex: String.raw`\lim_{x \to 0}` },
  { category: "Calculus", label: "infinity", latex: String.raw`\infty` },
  { category: "Calculus", label: "small change", latex: String.raw`\delta x` },

  // Fractions and roots
  { category: "Fractions and roots", label: "fraction", latex: String.raw`\frac{a}{b}` },
  { category: "Fractions and roots", label: "display fraction", latex: String.raw`\dfrac{a}{b}` },
  { category: "Fractions and roots", label: "square root", latex: String.raw`\sqrt{x}` },
  { category: "Fractions and roots", label: "cube root", latex: String.raw`\sqrt[3]{x}` },
  { category: "Fractions and roots", label: "nth root", latex: String.raw`\sqrt[n]{x}` },
  { category: "Fractions and roots", label: "mixed number", latex: String.raw`2\tfrac{1}{2}` },
  {
    category: "Fractions and roots",
    label: "quadratic formula",
    latex: String.raw`x = \frac{-b \pm \sqrt{b^{2} - 4ac}}{2a}`,
  },

  // Brackets
  { category: "Brackets", label: "round brackets", latex: String.raw`\left( x \right)` },
  { category: "Brackets", label: "square brackets", latex: String.raw`\left[ x \right]` },
  { category: "Brackets", label: "braces", latex: String.raw`\left\{ x \right\}` },
  { category: "Brackets", label: "absolute value", latex: String.raw`\left| x \right|` },
  { category: "Brackets", label: "angle brackets", latex: String.raw`\langle x \rangle` },
  { category: "Brackets", label: "floor", latex: String.raw`\lfloor x \rfloor` },
  { category: "Brackets", label: "column vector", latex: String.raw`\begin{pmatrix} x \\ y \end{pmatrix}` },
  { category: "Brackets", label: "matrix", latex: String.raw`\begin{pmatrix} a & b \\ c & d \end{pmatrix}` },

  // Trigonometry
  { category: "Trigonometry", label: "sine", latex: String.raw`\sin\theta` },
  { category: "Trigonometry", label: "cosine", latex: String.raw`\cos\theta` },
  { category: "Trigonometry", label: "tangent", latex: String.raw`\tan\theta` },
  { category: "Trigonometry", label: "inverse sine", latex: String.raw`\sin^{-1} x` },
  { category: "Trigonometry", label: "inverse cosine", latex: String.raw`\cos^{-1} x` },
  { category: "Trigonometry", label: "inverse tangent", latex: String.raw`\tan^{-1} x` },
  { category: "Trigonometry", label: "sine squared", latex: String.raw`\sin^{2}\theta` },
  { category: "Trigonometry", label: "angle", latex: String.raw`\angle ABC` },
  { category: "Trigonometry", label: "triangle", latex: String.raw`\triangle ABC` },

  // Accents
  { category: "Accents", label: "vector arrow", latex: String.raw`\vec{v}` },
  { category: "Accents", label: "vector between points", latex: String.raw`\overrightarrow{AB}` },
  { category: "Accents", label: "hat", latex: String.raw`\hat{x}` },
  { category: "Accents", label: "bar (mean)", latex: String.raw`\bar{x}` },
  { category: "Accents", label: "overline", latex: String.raw`\overline{AB}` },
  { category: "Accents", label: "dot (rate)", latex: String.raw`\dot{x}` },
  { category: "Accents", label: "tilde", latex: String.raw`\tilde{x}` },
  { category: "Accents", label: "bold vector", latex: String.raw`\mathbf{v}` },
];
