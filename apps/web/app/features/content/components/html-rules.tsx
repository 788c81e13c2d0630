import { Code, List, Paper } from "@mantine/core";
import { LINK_REL, URL_RULES } from "@tq/contract/html-allowlist";
import "@mantine/core/styles/Code.css";

/** The sanitizer's rules in words (ADR 0010). */
export function HtmlRules() {
  return (
    <Paper withBorder p="md" radius="md" data-testid="html-rules">
      <List spacing="sm">
        <List.Item>
          <strong>Links</strong> may use {URL_RULES.href}. Every link gets <Code>rel=&quot;{LINK_REL}&quot;</Code>, and{" "}
          <Code>target</Code> may only be <Code>_blank</Code>.
        </List.Item>
        <List.Item>
          <strong>Images</strong> may use {URL_RULES.src}: upload pictures in the editor.
        </List.Item>
        <List.Item>
          <strong>No style attribute</strong>: colours, fonts and sizes are the site&apos;s. Text alignment is kept as a{" "}
          <Code>text-align-…</Code> class.
        </List.Item>
        <List.Item>
          <strong>No scripts, style sheets, frames, forms, SVG or MathML</strong>, and no event attributes (
          <Code>onclick</Code>, <Code>onerror</Code>, …). They are removed; their text may stay.
        </List.Item>
        <List.Item>
          Headings start at <Code>{"<h2>"}</Code>: the page title is the first heading. Ids, data attributes and classes
          not listed below are removed.
        </List.Item>
        <List.Item>
          After this check, formulas between dollar signs are typeset and TikZ blocks are drawn: see Writing Equations
          and Drawing Diagrams.
        </List.Item>
      </List>
    </Paper>
  );
}
