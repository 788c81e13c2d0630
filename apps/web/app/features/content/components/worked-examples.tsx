import { Box, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { WORKED_EXAMPLES, writtenSource } from "../latex-examples.ts";
import { LatexFormula } from "./latex-formula.tsx";
import { SourceBlock } from "./source-block.tsx";

/** The worked examples: what each shows, its source as written in a tutorial, and the result. */
export function WorkedExamples() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="worked-examples">
      {WORKED_EXAMPLES.map((e) => (
        <Paper key={e.title} withBorder p="md" radius="md" component="article" data-testid="worked-example">
          <Stack gap="xs">
            <Title order={3} fz="md">
              {e.title}
            </Title>
            <Text size="sm" c="dimmed">
              {e.note}
            </Text>
            <SourceBlock source={writtenSource(e)} copyLabel={`Copy the source of ${e.title}`} />
            <Box
              py="xs"
              style={{ overflowX: "auto", overflowY: "hidden", textAlign: e.display ? "center" : "left" }}
              aria-label={`${e.title}, rendered`}
              role="figure"
              // A wide formula scrolls sideways on a phone: the keyboard must reach it too.
              tabIndex={0}
            >
              {e.display ? (
                <LatexFormula latex={e.latex} display />
              ) : (
                <Text span>
                  {e.sentence?.before}
                  <LatexFormula latex={e.latex} />
                  {e.sentence?.after}
                </Text>
              )}
            </Box>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
