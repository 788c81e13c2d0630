import type { ComponentPropsWithoutRef } from "react";
import "katex/dist/katex.min.css";
import "./tutorial-body.css";
import "./rendered-html.css";

export type RenderedHtmlProps = { html: string } & Omit<
  ComponentPropsWithoutRef<"div">,
  "children" | "dangerouslySetInnerHTML"
>;

/** Shows HTML the API rendered (sanitized, KaTeX, drawn TikZ) as readers see it; `html` must come from the API. */
export function RenderedHtml({ html, className, ...props }: RenderedHtmlProps) {
  return (
    <div
      {...props}
      className={["tutorial-body", "rendered-html", className].filter(Boolean).join(" ")}
      // Sanitized and rendered by the API's rich-content pipeline (ADR 0010).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
