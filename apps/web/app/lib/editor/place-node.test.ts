// @vitest-environment happy-dom
import type { Editor } from "@tiptap/core";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { testEditors } from "./test-editor.ts";
import { insertNode, replaceNode } from "./place-node.ts";

// Issue #12: the node a dialog put in stayed selected, so the next keystroke replaced it.
const open = testEditors();

const PICTURE = "\\begin{tikzpicture}\\draw (0,0) -- (1,1);\\end{tikzpicture}";
const diagram = { type: "tikzBlock", attrs: { source: PICTURE } };
/** What a keystroke does: replace the selection with the typed text. */
const type = (e: Editor, text: string) => e.commands.insertContent(text);
const blocks = (e: Editor) => e.getJSON().content?.map((n) => n.type) ?? [];
/** The caret at the end of the text "…" in the document. */
function caretAfterText(e: Editor, text: string) {
  let at = -1;
  e.state.doc.descendants((node, pos) => {
    if (node.isText && node.text?.includes(text)) at = pos + (node.text.indexOf(text) + text.length);
  });
  e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, at)));
}

describe("a formula or diagram put in by its dialog", () => {
  it("leaves the caret in a new line after a diagram at the end of the text", () => {
    const e = open("<p>Look:</p>");
    caretAfterText(e, "Look:");
    insertNode(e, diagram);
    type(e, "Below.");
    expect(blocks(e)).toEqual(["paragraph", "tikzBlock", "paragraph"]);
    expect(e.getHTML()).toContain(`<pre data-tikz="">${PICTURE}</pre><p>Below.</p>`);
  });

  it("splits a line around a diagram and goes on with the rest of it", () => {
    const e = open("<p>before after</p>");
    caretAfterText(e, "before ");
    insertNode(e, diagram);
    type(e, "and ");
    expect(blocks(e)).toEqual(["paragraph", "tikzBlock", "paragraph"]);
    expect(e.getHTML()).toContain("</pre><p>and after</p>");
  });

  it("keeps the empty line it was put on, below the diagram, to write on", () => {
    const e = open("<p>one</p><p></p><p>two</p>");
    e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, 6)));
    insertNode(e, { type: "mathDisplay", attrs: { latex: "a+b" } });
    type(e, "three");
    expect(blocks(e)).toEqual(["paragraph", "mathDisplay", "paragraph", "paragraph"]);
    expect(e.getHTML()).toMatch(/<div class="math-display"[^>]*>a\+b<\/div><p>three<\/p><p>two<\/p>/);
  });

  it("adds a line after a diagram put in before a heading", () => {
    const e = open("<p>text</p><h2>Next</h2>");
    caretAfterText(e, "text");
    insertNode(e, diagram);
    type(e, "more");
    // (StarterKit's trailing node adds an empty line at the very end, after the heading.)
    expect(blocks(e).slice(0, 4)).toEqual(["paragraph", "tikzBlock", "paragraph", "heading"]);
    expect(e.getHTML()).toContain("</pre><p>more</p><h2>Next</h2>");
  });

  it("goes on in the line right after a formula in the line", () => {
    const e = open("<p>Area of a circle</p>");
    caretAfterText(e, "Area");
    insertNode(e, { type: "mathInline", attrs: { latex: "A" } });
    type(e, " (m²)");
    expect(e.getHTML()).toContain('<p>Area<span class="math-inline" data-latex="A">A</span> (m²) of a circle</p>');
  });

  it("puts a new diagram after a selected one, never over it", () => {
    const e = open(`<pre data-tikz="">${PICTURE}</pre><p>end</p>`);
    e.view.dispatch(e.state.tr.setSelection(NodeSelection.create(e.state.doc, 0)));
    insertNode(e, { type: "tikzBlock", attrs: { source: PICTURE.replace("(1,1)", "(2,2)") } });
    type(e, "x");
    expect(blocks(e)).toEqual(["tikzBlock", "tikzBlock", "paragraph"]);
    expect(e.getHTML()).toContain("<p>xend</p>");
  });
});

describe("a formula or diagram changed in its dialog", () => {
  it("keeps the changed diagram when the author types next (it was selected to be edited)", () => {
    const e = open(`<p>a</p><pre data-tikz="">${PICTURE}</pre>`);
    e.view.dispatch(e.state.tr.setSelection(NodeSelection.create(e.state.doc, 3)));
    const changed = PICTURE.replace("(1,1)", "(3,3)");
    replaceNode(e, 3, { type: "tikzBlock", attrs: { source: changed } });
    type(e, "After.");
    expect(blocks(e)).toEqual(["paragraph", "tikzBlock", "paragraph"]);
    expect(e.getHTML()).toContain(`<pre data-tikz="">${changed}</pre><p>After.</p>`);
  });

  it("goes on after a formula turned from one in the line into one on its own line", () => {
    const e = open('<p>so <span class="math-inline" data-latex="x">x</span> holds</p>');
    replaceNode(e, 4, { type: "mathDisplay", attrs: { latex: "x = 1" } });
    type(e, "which");
    expect(blocks(e)).toEqual(["paragraph", "mathDisplay", "paragraph"]);
    expect(e.getHTML()).toMatch(/x = 1<\/div><p>which holds<\/p>$/);
  });
});
