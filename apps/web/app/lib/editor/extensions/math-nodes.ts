// Inline and display formulas as atom nodes holding their LaTeX. They serialize to the markup
// the server's pipeline renders (ADR 0010): <span class="math-inline" data-latex="…">…</span>
// and <div class="math-display" data-latex="…">…</div>, the formula repeated as text so that
// the source reads sensibly even without rendering.
import { InputRule, mergeAttributes, Node } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { MathNodeView } from "../components/math-node-view.tsx";

/** What a click on a formula (or a toolbar button) asks the editor to open. */
export interface MathEditRequest {
  latex: string;
  display: boolean;
  /** The node's position when editing an existing formula; absent when inserting a new one. */
  pos?: number;
}

export interface MathNodeOptions {
  /** Opens the formula dialog (the editor component supplies it). */
  onEdit: (request: MathEditRequest) => void;
}

const latexAttribute = {
  latex: {
    default: "",
    parseHTML: (element: HTMLElement) => element.getAttribute("data-latex") ?? element.textContent ?? "",
    // The attribute is written by renderHTML below, with the class the server looks for.
    renderHTML: () => ({}),
  },
};

export const MathInline = Node.create<MathNodeOptions>({
  name: "mathInline",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addOptions: () => ({ onEdit: () => undefined }),
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: "span[data-latex]" }, { tag: "span.math-inline" }],
  renderHTML({ node, HTMLAttributes }) {
    const latex = String(node.attrs.latex);
    return ["span", mergeAttributes(HTMLAttributes, { class: "math-inline", "data-latex": latex }), latex];
  },
  addNodeView() {
    return ReactNodeViewRenderer(MathNodeView);
  },
  addInputRules() {
    // Typing $x^2$ turns it into a formula (the closing $ right after a non-space, as Pandoc
    // reads inline math, so "$5 and $10" stays text).
    return [
      new InputRule({
        find: /(?:^|[^\\$])(\$([^\s$](?:[^$]*[^\s$\\])?)\$)$/,
        handler: ({ state, range, match }) => {
          const whole = match[1] ?? "";
          const latex = match[2] ?? "";
          const start = range.to - whole.length;
          state.tr.replaceWith(start, range.to, this.type.create({ latex }));
        },
      }),
    ];
  },
});

export const MathDisplay = Node.create<MathNodeOptions>({
  name: "mathDisplay",
  group: "block",
  atom: true,
  selectable: true,
  addOptions: () => ({ onEdit: () => undefined }),
  addAttributes: () => latexAttribute,
  parseHTML: () => [{ tag: "div[data-latex]" }, { tag: "div.math-display" }],
  renderHTML({ node, HTMLAttributes }) {
    const latex = String(node.attrs.latex);
    return ["div", mergeAttributes(HTMLAttributes, { class: "math-display", "data-latex": latex }), latex];
  },
  addNodeView() {
    return ReactNodeViewRenderer(MathNodeView);
  },
});
