import { Code, List, Paper, Stack, Text } from "@mantine/core";
import { DIAGRAM_PACKAGES, DIAGRAM_SOURCE_MAX } from "@tq/contract/diagrams";
import "@mantine/core/styles/Code.css";

/** How a diagram is written in a tutorial and what the diagram service accepts (ADR 0009). */
export function TikzGuide() {
  return (
    <Paper withBorder p="md" radius="md" data-testid="tikz-guide">
      <Stack gap="sm">
        <Text>
          Diagrams are drawn from TikZ, the LaTeX drawing language. Put one picture between{" "}
          <Code>{"\\begin{tikzpicture}"}</Code> and <Code>{"\\end{tikzpicture}"}</Code> (in the editor, insert a diagram
          block); the server draws it once and every reader gets the same sharp picture.
        </Text>
        <List spacing="xs">
          <List.Item>
            Before the picture you may load libraries with <Code>{"\\usetikzlibrary{…}"}</Code> and these packages with{" "}
            <Code>{"\\usepackage{…}"}</Code>: {DIAGRAM_PACKAGES.join(", ")}.
          </List.Item>
          <List.Item>
            Labels take math as usual: <Code>{"node[above] {$x^2$}"}</Code>.
          </List.Item>
          <List.Item>
            A source is at most {DIAGRAM_SOURCE_MAX.toLocaleString("en")} characters, and drawing it may take at most 10
            seconds. Commands that read or write files are refused.
          </List.Item>
          <List.Item>
            When TeX cannot draw a source, you get its first error and the line it is on: fix that line and try again.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
