// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { testEditors } from "./test-editor.ts";
import { toEditorHtml } from "./editor-html.ts";

// The editor's HTML is the source the server's pipeline renders (ADR 0010/0014): these nodes
// must read what is stored and write what the sanitizer keeps.
const open = testEditors();

const PICTURE = "\\begin{tikzpicture}\n  \\draw (0,0) -- (1,1);\n\\end{tikzpicture}";

describe("the editor's document", () => {
  it("keeps formulas as the math-inline / math-display markup the server renders", () => {
    const html = open(
      '<p>Area <span class="math-inline" data-latex="\\pi r^2">\\pi r^2</span>.</p><div class="math-display" data-latex="a^2+b^2=c^2">a^2+b^2=c^2</div>',
    ).getHTML();
    expect(html).toContain('<span class="math-inline" data-latex="\\pi r^2">\\pi r^2</span>');
    expect(html).toContain('<div class="math-display" data-latex="a^2+b^2=c^2">a^2+b^2=c^2</div>');
  });

  it("reads a stored TikZ block, and a <pre> holding a whole tikzpicture, as diagrams", () => {
    const stored = open(`<pre class="tikz" data-tikz="">${PICTURE}</pre>`);
    expect(stored.getJSON().content?.[0]).toMatchObject({ type: "tikzBlock", attrs: { source: PICTURE } });
    stored.destroy();
    const pasted = open(`<pre><code>${PICTURE}</code></pre><pre><code>let x = 1;</code></pre>`);
    expect(pasted.getJSON().content?.map((n) => n.type)).toEqual(["tikzBlock", "codeBlock"]);
    expect(pasted.getHTML()).toContain('<pre data-tikz="">\\begin{tikzpicture}');
  });

  it("keeps a diagram's description, the words screen readers read (issue #17)", () => {
    const editor = open(`<pre class="tikz" data-tikz="" data-description="A line from the origin">${PICTURE}</pre>`);
    expect(editor.getJSON().content?.[0]).toMatchObject({
      type: "tikzBlock",
      attrs: { source: PICTURE, description: "A line from the origin" },
    });
    expect(editor.getHTML()).toContain('<pre data-description="A line from the origin" data-tikz="">');
    editor.destroy();
  });

  it("makes new blocks paragraphs, never empty diagrams", () => {
    const e = open("<p>one</p>");
    e.commands.setContent("");
    e.commands.insertContent({ type: "tikzBlock", attrs: { source: PICTURE } });
    e.commands.focus("end");
    e.commands.splitBlock();
    const types = e.getJSON().content?.map((n) => n.type) ?? [];
    expect(types).not.toContain(undefined);
    expect(e.schema.topNodeType.contentMatch.defaultType?.name).toBe("paragraph");
    expect(e.getHTML()).not.toContain('<pre data-tikz=""></pre>');
  });
});

describe("toEditorHtml", () => {
  it("turns the sanitizer's text-align classes back into the style TipTap reads", () => {
    expect(toEditorHtml('<p class="text-align-center">x</p>')).toContain("text-align: center");
    expect(toEditorHtml("<p>plain</p>")).toBe("<p>plain</p>");
  });
});
