import type { AllowedTag } from "@tq/contract/html-allowlist";

/** The allowed tags grouped by purpose, each with what it is for (the HTML Formatting table). */
export const TAG_GROUPS: readonly { purpose: string; tags: readonly { tag: AllowedTag; use: string }[] }[] = [
  {
    purpose: "Headings and paragraphs",
    tags: [
      { tag: "h2", use: "Section heading (the page title is the tutorial's topic)" },
      { tag: "h3", use: "Sub-heading" },
      { tag: "h4", use: "Minor heading" },
      { tag: "p", use: "Paragraph" },
      { tag: "br", use: "Line break inside a paragraph" },
      { tag: "hr", use: "Horizontal rule between parts" },
      { tag: "blockquote", use: "Quotation or highlighted note" },
    ],
  },
  {
    purpose: "Text style",
    tags: [
      { tag: "strong", use: "Important text (bold)" },
      { tag: "b", use: "Bold" },
      { tag: "em", use: "Emphasis (italics)" },
      { tag: "i", use: "Italics" },
      { tag: "u", use: "Underline" },
      { tag: "s", use: "Struck-out text" },
      { tag: "sub", use: "Subscript, as in H₂O" },
      { tag: "sup", use: "Superscript, as in 10³" },
      { tag: "mark", use: "Highlighted text" },
      { tag: "code", use: "Code or LaTeX source shown as it is" },
      { tag: "span", use: "Inline formula node of the editor" },
    ],
  },
  {
    purpose: "Lists",
    tags: [
      { tag: "ul", use: "Bulleted list (or a task list)" },
      { tag: "ol", use: "Numbered list, optionally from another start number" },
      { tag: "li", use: "List item (a task list's item may be checked)" },
    ],
  },
  {
    purpose: "Links and images",
    tags: [
      { tag: "a", use: "Link" },
      { tag: "img", use: "Image (uploaded, or from an https address)" },
      { tag: "figure", use: "Image or diagram with a caption" },
      { tag: "figcaption", use: "Caption of a figure" },
    ],
  },
  {
    purpose: "Tables",
    tags: [
      { tag: "table", use: "Table" },
      { tag: "colgroup", use: "Group of columns" },
      { tag: "col", use: "One column" },
      { tag: "thead", use: "Header rows" },
      { tag: "tbody", use: "Body rows" },
      { tag: "tr", use: "Row" },
      { tag: "th", use: "Header cell (may span columns or rows)" },
      { tag: "td", use: "Cell (may span columns or rows)" },
    ],
  },
  {
    purpose: "Code, diagrams and formulas",
    tags: [
      { tag: "pre", use: "Code block, or a TikZ diagram block (data-tikz)" },
      { tag: "div", use: "Display formula node of the editor" },
    ],
  },
];

/** An example of the HTML Formatting page: a source and what to notice in its result. */
export interface HtmlExample {
  title: string;
  note: string;
  source: string;
}

export const HTML_EXAMPLES: readonly HtmlExample[] = [
  {
    title: "Headings, paragraphs and emphasis",
    note: "Structure with h2–h4 and p; stress with strong and em.",
    source: `<h2>Speed</h2>
<p>Speed is <strong>distance</strong> divided by <em>time</em>.</p>
<h3>Units</h3>
<p>Metres per second, written m/s or m s<sup>-1</sup>.</p>`,
  },
  {
    title: "Lists",
    note: "Bulleted and numbered lists; start= begins the numbering elsewhere.",
    source: `<ul>
  <li>Read the question twice.</li>
  <li>Underline what is asked.</li>
</ul>
<ol start="3">
  <li>Write the formula.</li>
  <li>Put in the numbers.</li>
</ol>`,
  },
  {
    title: "Links",
    note: "rel is always set to noopener noreferrer; target may only be _blank. A javascript: link loses its href.",
    source: `<p><a href="https://en.wikipedia.org/wiki/Pythagorean_theorem" target="_blank">Pythagoras' theorem</a>
and <a href="javascript:alert('hi')">a link that is not kept</a>.</p>`,
  },
  {
    title: "A table",
    note: "Header cells in thead; colspan and rowspan are kept.",
    source: `<table>
  <thead><tr><th>x</th><th>x²</th></tr></thead>
  <tbody>
    <tr><td>2</td><td>4</td></tr>
    <tr><td>3</td><td>9</td></tr>
    <tr><td colspan="2">and so on</td></tr>
  </tbody>
</table>`,
  },
  {
    title: "Alignment without style",
    note: "style= is removed; a text-align style becomes a text-align-… class, other styles are dropped.",
    source: `<p style="text-align: center; color: red">Centred (but not red)</p>
<p class="text-align-right">Right-aligned with a class</p>`,
  },
  {
    title: "Math and code",
    note: "Formulas between dollars are rendered; inside code they stay source.",
    source: `<p>Inline $E = mc^2$ and displayed:</p>
<p>$$\\int_0^1 x\\,dx = \\tfrac12$$</p>
<p>The source: <code>$E = mc^2$</code></p>`,
  },
  {
    title: "What is removed",
    note: "Scripts, iframes and event handlers vanish; their harmless text may stay.",
    source: `<p onclick="steal()">Click me</p>
<script>alert("no")</script>
<iframe src="https://example.com"></iframe>
<p>Only this paragraph <b onmouseover="x()">and this bold text</b> remain.</p>`,
  },
];
