import { Code, List, Paper, Stack, Text } from "@mantine/core";
import "@mantine/core/styles/Code.css";
import { LatexFormula } from "./latex-formula.tsx";

/** How formulas are marked in a tutorial: `$…$`, `$$…$$`, `\$`, and where math is not looked for. */
export function DelimitersGuide() {
  return (
    <Paper withBorder p="md" radius="md" data-testid="delimiters-guide">
      <Stack gap="sm">
        <Text>
          Write a formula in LaTeX between dollar signs. The server turns it into typeset mathematics with KaTeX, so
          readers see it at once, even on a slow phone.
        </Text>
        <List spacing="sm">
          <List.Item>
            <Code>$…$</Code> keeps the formula <strong>inside the sentence</strong>:{" "}
            <Code>{"the area is $\\pi r^2$"}</Code> gives “the area is <LatexFormula latex="\pi r^2" />
            ”.
          </List.Item>
          <List.Item>
            <Code>$$…$$</Code> puts the formula <strong>on its own line</strong>, centred and larger: use it for the
            steps of a calculation and for anything tall (fractions, sums, matrices).
          </List.Item>
          <List.Item>
            <Code>\$</Code> writes a <strong>dollar sign</strong> itself: <Code>{"it costs \\$5"}</Code> gives “it costs
            $5”. A dollar followed by a space or a digit is also left as it is, so “$5 and $10” stays text.
          </List.Item>
          <List.Item>
            Formulas in code and code blocks are <strong>never rendered</strong>: use them to show LaTeX source. A
            formula cannot run across a line break or a change of style (bold, italics) in the editor.
          </List.Item>
          <List.Item>
            A formula KaTeX cannot read is shown as its source, underlined in red, with the reason on hover: check the
            braces <Code>{"{ }"}</Code> first.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
