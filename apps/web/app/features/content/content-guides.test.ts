// @vitest-environment node
import { ALLOWED_TAGS } from "@tq/contract/html-allowlist";
import { describe, expect, it } from "vitest";
import { TAG_GROUPS } from "./html-guide.ts";
import { renderLatex } from "../../lib/latex.ts";
import { WORKED_EXAMPLES, writtenSource } from "./latex-examples.ts";
import { escapeHtml, textToHtml, tikzToHtml } from "./source-html.ts";

describe("the help pages' data", () => {
  it("lists every allowed tag of the contract exactly once in the HTML Formatting table", () => {
    const listed = TAG_GROUPS.flatMap((g) => g.tags.map((t) => t.tag));
    expect([...listed].sort()).toEqual([...ALLOWED_TAGS].sort());
  });

  it("has at least eight worked equations, each of which KaTeX renders", () => {
    expect(WORKED_EXAMPLES.length).toBeGreaterThanOrEqual(8);
    for (const e of WORKED_EXAMPLES) {
      const result = renderLatex(e.latex, e.display);
      expect(result.ok, `${e.title}: ${result.ok ? "" : result.error}`).toBe(true);
    }
  });

  it("writes display examples between $$ and inline ones in their sentence", () => {
    const display = WORKED_EXAMPLES.find((e) => e.display);
    const inline = WORKED_EXAMPLES.find((e) => !e.display);
    expect(display && writtenSource(display)).toBe(`$$${display?.latex}$$`);
    expect(inline && writtenSource(inline)).toMatch(/^For every angle we have \$\\sin\^2\\theta.*\$, so/);
  });
});

describe("typed text as a tutorial's HTML", () => {
  it("escapes HTML and makes a paragraph of each block, keeping line ends inside a formula", () => {
    expect(escapeHtml(`a < b & "c" > d`)).toBe("a &lt; b &amp; &quot;c&quot; &gt; d");
    expect(textToHtml("one <b>\n$$x\n+ y$$\n\n\n two ")).toBe("<p>one &lt;b&gt;\n$$x\n+ y$$</p><p>two</p>");
    expect(textToHtml("  \n ")).toBe("");
  });

  it("wraps a TikZ source in the block the pipeline draws", () => {
    expect(tikzToHtml(" \\begin{tikzpicture}\\node {$a<b$};\\end{tikzpicture}\n")).toBe(
      '<pre data-tikz="">\\begin{tikzpicture}\\node {$a&lt;b$};\\end{tikzpicture}</pre>',
    );
    expect(tikzToHtml("  ")).toBe("");
  });
});

describe("renderLatex", () => {
  it("answers KaTeX's reason for a formula it cannot read, without throwing", () => {
    expect(renderLatex("\\frac{a")).toEqual({ ok: false, error: expect.stringMatching(/expected '}'/) });
  });
});
