import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import type { KeyboardEvent } from "react";
import type { MathNodeOptions } from "../extensions/math-nodes.ts";
import { renderLatex } from "../../latex.ts";

/** A formula inside the editor: rendered by KaTeX; click or Enter opens the formula dialog. */
export function MathNodeView({ node, extension, getPos, selected }: ReactNodeViewProps) {
  const display = node.type.name === "mathDisplay";
  const latex = String(node.attrs.latex ?? "");
  const rendered = renderLatex(latex, display);
  const open = () => {
    const pos = getPos();
    (extension.options as MathNodeOptions).onEdit({ latex, display, ...(pos === undefined ? {} : { pos }) });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  return (
    <NodeViewWrapper
      as={display ? "div" : "span"}
      className={`editor-math ${display ? "editor-math-display" : "editor-math-inline"}`}
      data-selected={selected || undefined}
    >
      <span
        role="button"
        tabIndex={0}
        aria-label={`Formula ${latex}. Press Enter to edit.`}
        title={rendered.ok ? "Click to edit the formula" : rendered.error}
        onClick={open}
        onKeyDown={onKeyDown}
        className={rendered.ok ? undefined : "math-error"}
        // KaTeX output from formula text with trust: false: no author HTML gets through.
        {...(rendered.ok ? { dangerouslySetInnerHTML: { __html: rendered.html } } : { children: latex || "?" })}
      />
    </NodeViewWrapper>
  );
}
