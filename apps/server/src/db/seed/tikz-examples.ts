/**
 * TikZ examples shown on "Drawing Diagrams" with their sources. Plain TikZ only (no
 * `\usetikzlibrary`, no extra packages), so every example compiles as it stands.
 */

export interface TikzExample {
  title: string;
  description: string;
  source: string;
}

export const TIKZ_EXAMPLES: TikzExample[] = [
  {
    title: "Line segments",
    description:
      "Draws straight lines between coordinates with --, marks the end points with small filled circles and labels them. The starting point for every diagram.",
    source: String.raw`\begin{tikzpicture}
\draw[thick] (0,0) -- (3,1);
\draw[thick, blue] (0,1.5) -- (2,2.5) -- (4,1.5);
\fill (0,0) circle (0.05) node[below] {$A$};
\fill (3,1) circle (0.05) node[below] {$B$};
\node[above] at (2,2.5) {$C$};
\end{tikzpicture}`,
  },
  {
    title: "Labelled right-angled triangle",
    description:
      "A closed path with -- cycle, a small square marking the right angle and nodes placing the side labels a, b and c. Use it for Pythagoras' theorem.",
    source: String.raw`\begin{tikzpicture}
\draw[thick] (0,0) -- (4,0) -- (4,3) -- cycle;
\draw (3.7,0) -- (3.7,0.3) -- (4,0.3);
\node[below] at (2,0) {$b = 4$};
\node[right] at (4,1.5) {$a = 3$};
\node[above left] at (2,1.5) {$c = 5$};
\end{tikzpicture}`,
  },
  {
    title: "Circle with radius and diameter",
    description:
      "Draws a circle from its centre and radius, then a radius and a dashed diameter, labelled with midway nodes. Shows the parts of a circle.",
    source: String.raw`\begin{tikzpicture}
\draw[thick] (0,0) circle (2);
\fill (0,0) circle (0.05) node[below] {$O$};
\draw[blue, thick] (0,0) -- (60:2) node[midway, left] {$r$};
\draw[red, dashed] (-2,0) -- (2,0);
\node[red, below] at (1,0) {$d = 2r$};
\end{tikzpicture}`,
  },
  {
    title: "Coordinate grid with points",
    description:
      "A light grid with the grid operation, x and y axes with arrow tips, and plotted points. The basis for any coordinate geometry diagram.",
    source: String.raw`\begin{tikzpicture}[scale=0.8]
\draw[gray!40, very thin] (-3,-3) grid (3,3);
\draw[->] (-3.3,0) -- (3.4,0) node[right] {$x$};
\draw[->] (0,-3.3) -- (0,3.4) node[above] {$y$};
\fill[red] (2,1) circle (0.08) node[above right] {$(2,1)$};
\fill[blue] (-1,2) circle (0.08) node[above left] {$(-1,2)$};
\fill[teal] (-2,-2) circle (0.08) node[below left] {$(-2,-2)$};
\end{tikzpicture}`,
  },
  {
    title: "Straight line y = 2x + 1",
    description:
      "Axes with a grid and the graph of a straight line, with a dashed step triangle showing the gradient: 1 across, 2 up.",
    source: String.raw`\begin{tikzpicture}[scale=0.5]
\draw[gray!40, very thin] (-4,-4) grid (4,8);
\draw[->] (-4.5,0) -- (4.5,0) node[right] {$x$};
\draw[->] (0,-4.5) -- (0,8.5) node[above] {$y$};
\draw[very thick, blue] (-2.5,-4) -- (3.5,8) node[right] {$y = 2x + 1$};
\draw[dashed, red] (0,1) -- (1,1) node[midway, below] {\scriptsize 1} -- (1,3) node[midway, right] {\scriptsize 2};
\end{tikzpicture}`,
  },
  {
    title: "Graph of a quadratic function",
    description:
      "Plots y = x^2 - 2x - 3 with \\draw plot and a domain, marking the roots x = -1 and x = 3 and the vertex (1, -4).",
    source: String.raw`\begin{tikzpicture}[scale=0.6]
\draw[->] (-3,0) -- (5,0) node[right] {$x$};
\draw[->] (0,-5) -- (0,6) node[above] {$y$};
\draw[thick, blue, domain=-2:4, samples=60, smooth] plot (\x, {\x*\x - 2*\x - 3});
\fill (-1,0) circle (0.1) node[above left] {$-1$};
\fill (3,0) circle (0.1) node[above right] {$3$};
\fill (1,-4) circle (0.1) node[below] {$(1,-4)$};
\node[blue, right] at (3.3,-2.5) {$y = x^2 - 2x - 3$};
\end{tikzpicture}`,
  },
  {
    title: "Sine curve from plotted coordinates",
    description:
      "Plots y = sin x for 0 to 360 degrees with \\draw plot coordinates, joining the key points with a smooth curve. Shows how to plot from a table of values.",
    source: String.raw`\begin{tikzpicture}[xscale=0.02, yscale=1.5]
\draw[->] (0,0) -- (390,0) node[right] {$x^\circ$};
\draw[->] (0,-1.3) -- (0,1.3) node[above] {$y$};
\draw[thick, red] plot[smooth] coordinates {(0,0) (30,0.5) (60,0.866) (90,1) (120,0.866) (150,0.5) (180,0) (210,-0.5) (240,-0.866) (270,-1) (300,-0.866) (330,-0.5) (360,0)};
\node[below] at (180,0) {$180$};
\node[below] at (360,0) {$360$};
\node[left] at (0,1) {$1$};
\node[left] at (0,-1) {$-1$};
\end{tikzpicture}`,
  },
  {
    title: "Bar chart",
    description:
      "A bar chart of favourite sports built from \\fill rectangles, with a labelled frequency axis. Teaches drawing statistical charts from data.",
    source: String.raw`\begin{tikzpicture}
\draw[->] (0,0) -- (0,5.5) node[above] {Frequency};
\draw (0,0) -- (8,0);
\foreach \y in {1,...,5} { \draw (-0.1,\y) -- (0,\y) node[left] {\y}; }
\fill[blue!60] (0.5,0) rectangle (1.5,4);
\fill[red!60] (2.5,0) rectangle (3.5,2);
\fill[green!60!black] (4.5,0) rectangle (5.5,5);
\fill[orange] (6.5,0) rectangle (7.5,3);
\node[below] at (1,0) {Football};
\node[below] at (3,0) {Tennis};
\node[below] at (5,0) {Athletics};
\node[below] at (7,0) {Swimming};
\end{tikzpicture}`,
  },
  {
    title: "Number line for an inequality",
    description:
      "A number line drawn with \\foreach tick marks, showing -2 < x <= 3: an open circle where the end is not included and a filled circle where it is.",
    source: String.raw`\begin{tikzpicture}
\draw[->] (-4.6,0) -- (4.6,0) node[right] {$x$};
\foreach \n in {-4,...,4} {
  \draw (\n,0.1) -- (\n,-0.1) node[below] {$\n$};
}
\draw[very thick, blue] (-2,0.5) -- (3,0.5);
\draw[thick, blue, fill=white] (-2,0.5) circle (0.12);
\fill[blue] (3,0.5) circle (0.12);
\end{tikzpicture}`,
  },
  {
    title: "Adding vectors",
    description:
      "Vectors a and b drawn nose to tail with arrow tips, and their resultant a + b from the start of a to the end of b (the triangle law of vector addition).",
    source: String.raw`\begin{tikzpicture}
\draw[->, very thick, blue] (0,0) -- (3,1) node[midway, below right] {$\mathbf{a}$};
\draw[->, very thick, red] (3,1) -- (4,3.5) node[midway, right] {$\mathbf{b}$};
\draw[->, very thick, black!70!green] (0,0) -- (4,3.5) node[midway, above left] {$\mathbf{a} + \mathbf{b}$};
\fill (0,0) circle (0.05) node[below left] {$O$};
\end{tikzpicture}`,
  },
  {
    title: "Forces on a block",
    description:
      "A free-body (force) diagram: a block on a rough surface with its weight, the normal reaction, a pulling force and friction drawn as labelled arrows from the block.",
    source: String.raw`\begin{tikzpicture}
\fill[gray!30] (-3,-0.3) rectangle (3,0);
\draw[thick] (-3,0) -- (3,0);
\draw[thick, fill=yellow!30] (-1,0) rectangle (1,1.2);
\node at (0,0.6) {$m$};
\draw[->, very thick, red] (0,0.6) -- (0,-1.4) node[below] {$W = mg$};
\draw[->, very thick, blue] (0,1.2) -- (0,2.6) node[above] {$R$};
\draw[->, very thick] (1,0.6) -- (2.8,0.6) node[right] {$P$};
\draw[->, very thick, orange] (-1,0.3) -- (-2.6,0.3) node[left] {$F$};
\end{tikzpicture}`,
  },
  {
    title: "Pie chart sector",
    description:
      "Sectors drawn as closed paths with arc: from the centre out to the circle, round an arc and back with -- cycle. A 120 degree sector is one third of the whole.",
    source: String.raw`\begin{tikzpicture}
\fill[blue!40] (0,0) -- (0:2) arc (0:120:2) -- cycle;
\fill[red!40] (0,0) -- (120:2) arc (120:210:2) -- cycle;
\fill[green!40] (0,0) -- (210:2) arc (210:360:2) -- cycle;
\draw[thick] (0,0) circle (2);
\node at (60:1.2) {$120^\circ$};
\node at (165:1.3) {$90^\circ$};
\node at (285:1.2) {$150^\circ$};
\end{tikzpicture}`,
  },
  {
    title: "Probability tree",
    description:
      "A tree diagram for two coin tosses built from nodes and lines, with each branch labelled by its probability and the outcomes listed at the ends.",
    source: String.raw`\begin{tikzpicture}
\node (S) at (0,0) {};
\node (H) at (2.5,1.5) {H};
\node (T) at (2.5,-1.5) {T};
\node (HH) at (5,2.25) {HH};
\node (HT) at (5,0.75) {HT};
\node (TH) at (5,-0.75) {TH};
\node (TT) at (5,-2.25) {TT};
\draw (S) -- node[above left] {$\frac{1}{2}$} (H);
\draw (S) -- node[below left] {$\frac{1}{2}$} (T);
\draw (H) -- node[above] {$\frac{1}{2}$} (HH);
\draw (H) -- node[below] {$\frac{1}{2}$} (HT);
\draw (T) -- node[above] {$\frac{1}{2}$} (TH);
\draw (T) -- node[below] {$\frac{1}{2}$} (TT);
\node[right] at (5.6,2.25) {$P = \frac{1}{4}$};
\end{tikzpicture}`,
  },
  {
    title: "Simple electric circuit",
    description:
      "A series circuit drawn with lines only: a cell (long and short plates), a resistor as a rectangle and a lamp as a circle with a cross, with the current direction marked.",
    source: String.raw`\begin{tikzpicture}
\draw[thick] (0,0) -- (1.8,0);
\draw[thick] (1.8,-0.5) -- (1.8,0.5);
\draw[very thick] (2.2,-0.25) -- (2.2,0.25);
\draw[thick] (2.2,0) -- (4,0) -- (4,1.2);
\draw[thick] (3.75,1.2) rectangle (4.25,2.3);
\draw[thick] (4,2.3) -- (4,3) -- (2.3,3);
\draw[thick] (2,3) circle (0.3);
\draw[thick] (1.79,2.79) -- (2.21,3.21);
\draw[thick] (1.79,3.21) -- (2.21,2.79);
\draw[thick] (1.7,3) -- (0,3) -- (0,0);
\node[below] at (2,-0.5) {cell};
\node[right] at (4.3,1.75) {resistor};
\node[above] at (2,3.3) {lamp};
\draw[->, red] (0.4,1.2) -- (0.4,2.2) node[midway, right] {$I$};
\end{tikzpicture}`,
  },
  {
    title: "Angles on a straight line",
    description:
      "Two angles marked with arcs where a ray meets a straight line, showing that angles on a straight line add up to 180 degrees.",
    source: String.raw`\begin{tikzpicture}
\draw[thick] (-3,0) -- (3,0);
\draw[thick] (0,0) -- (50:2.5);
\draw (0.7,0) arc (0:50:0.7);
\draw (50:0.9) arc (50:180:0.9);
\node at (25:1.1) {$50^\circ$};
\node at (115:1.3) {$130^\circ$};
\end{tikzpicture}`,
  },
];
