// A TikZ picture as an atom block holding its source. It serializes to
// <pre data-tikz="">source</pre>, which the server's pipeline keeps as source and the diagram
// service draws (ADR 0009/0010). It also takes over a <pre> that holds a whole tikzpicture
// (how older content and pasted LaTeX arrive), before the code block sees it.
import { mergeAttributes, Node } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { TikzNodeView } from "../components/tikz-node-view.tsx";

export interface TikzEditRequest {
  source: string;
  /** What the picture shows, in words: the drawn image's alt text for screen readers. */
  description: string;
  /** The node's position when editing an existing picture; absent when inserting. */
  pos?: number;
}

export interface DrawnDiagram {
  url: string;
}

export interface TikzBlockOptions {
  /** Opens the diagram dialog (the editor component supplies it). */
  onEdit: (request: TikzEditRequest) => void;
  /** Draws a source through the diagram service (cached by the server; same source, same URL). */
  draw: (source: string) => Promise<DrawnDiagram>;
}

const TIKZ_PICTURE = /\\begin\{tikzpicture\}[\s\S]*\\end\{tikzpicture\}/;

export const TikzBlock = Node.create<TikzBlockOptions>({
  name: "tikzBlock",
  group: "block",
  atom: true,
  selectable: true,
  addOptions: () => ({
    onEdit: () => undefined,
    draw: () => Promise.reject(new Error("No diagram service.")),
  }),
  addAttributes: () => ({
    source: {
      default: "",
      parseHTML: (element: HTMLElement) => (element.textContent ?? "").trim(),
      renderHTML: () => ({}),
    },
    description: {
      default: "",
      parseHTML: (element: HTMLElement) => element.getAttribute("data-description") ?? "",
      renderHTML: (attrs: { description?: string }) =>
        attrs.description ? { "data-description": attrs.description } : {},
    },
  }),
  // Rule priorities above the code block's (50), whose rule also matches <pre>. Not the
  // extension's priority: that orders the schema, and the first block type becomes the
  // editor's default block (new lines would turn into empty diagrams).
  parseHTML: () => [
    { tag: "pre[data-tikz]", preserveWhitespace: "full", priority: 60 },
    { tag: "pre.tikz", preserveWhitespace: "full", priority: 60 },
    {
      tag: "pre",
      preserveWhitespace: "full",
      priority: 60,
      getAttrs: (element: HTMLElement) => (TIKZ_PICTURE.test(element.textContent ?? "") ? null : false),
    },
  ],
  renderHTML({ node, HTMLAttributes }) {
    return ["pre", mergeAttributes(HTMLAttributes, { "data-tikz": "" }), String(node.attrs.source)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(TikzNodeView);
  },
});
