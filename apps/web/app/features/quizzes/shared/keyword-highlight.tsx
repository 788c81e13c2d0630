import { Mark, Text } from "@mantine/core";
import "@mantine/core/styles/Mark.css";
import type { MatchedRule } from "@tq/contract/quiz-questions";

export interface Segment {
  text: string;
  /** The matched rules covering this piece of the answer (none: plain text). */
  rules: MatchedRule[];
}

/**
 * Cuts an answer into pieces at every edge of a matched rule's span, so overlapping matches
 * (a phrase rule and a wildcard rule on the same words) each show. Rules without a span, or
 * with one outside the text, are left out.
 */
export function highlightSegments(text: string, rules: readonly MatchedRule[]): Segment[] {
  const spans = rules.flatMap((rule) =>
    rule.start !== undefined && rule.end !== undefined && rule.start < rule.end && rule.end <= text.length
      ? [{ rule, start: rule.start, end: rule.end }]
      : [],
  );
  const edges = [...new Set([0, text.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] ?? 0;
    const to = edges[i + 1] ?? from;
    const covering = spans.filter((s) => s.start <= from && s.end >= to).map((s) => s.rule);
    const last = segments.at(-1);
    // Neighbours with the same rules read as one piece (and one highlight).
    if (last && sameRules(last.rules, covering)) last.text += text.slice(from, to);
    else segments.push({ text: text.slice(from, to), rules: covering });
  }
  return segments;
}

const sameRules = (a: readonly MatchedRule[], b: readonly MatchedRule[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

export const pointsLabel = (points: number) => `${points > 0 ? "+" : "−"}${Math.abs(points)}`;

const describe = (rules: readonly MatchedRule[]) =>
  rules.map((r) => `line ${r.line}: ${pointsLabel(r.points)}`).join(", ");

/** The sample answer with the words each matched rule found highlighted (deductions in red). */
export function HighlightedAnswer({ text, rules }: { text: string; rules: readonly MatchedRule[] }) {
  return (
    <Text
      component="div"
      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
      data-testid="keyword-highlighted-answer"
    >
      {highlightSegments(text, rules).map((segment, i) =>
        segment.rules.length === 0 ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <Mark
            key={i}
            color={segment.rules.some((r) => r.points < 0) ? "red" : "teal"}
            title={describe(segment.rules)}
            aria-label={`${segment.text} (${describe(segment.rules)})`}
            data-testid="keyword-match"
          >
            {segment.text}
          </Mark>
        ),
      )}
    </Text>
  );
}
