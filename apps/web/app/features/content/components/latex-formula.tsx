import { Text } from "@mantine/core";
import "katex/dist/katex.min.css";
import { renderLatex } from "../../../lib/latex.ts";

/** One formula rendered by KaTeX (the readers' settings); a formula KaTeX cannot read shows why. */
export function LatexFormula({ latex, display = false }: { latex: string; display?: boolean }) {
  const result = renderLatex(latex, display);
  if (!result.ok) {
    return (
      <Text span c="red" size="sm" data-testid="latex-error">
        {result.error}
      </Text>
    );
  }
  // KaTeX output made here from formula text with trust: false (ADR 0010).
  return <span className="latex-formula" dangerouslySetInnerHTML={{ __html: result.html }} />;
}
