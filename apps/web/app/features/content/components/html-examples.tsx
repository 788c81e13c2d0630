import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { HTML_EXAMPLES } from "../html-guide.ts";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { SourceBlock } from "./source-block.tsx";

/** The HTML examples: each source and the result the server rendered for it (null: not available). */
export function HtmlExamples({ results }: { results: readonly (string | null)[] | null }) {
  return (
    <Stack gap="md" data-testid="html-examples">
      {HTML_EXAMPLES.map((e, i) => {
        const result = results?.[i] ?? null;
        return (
          <Paper key={e.title} withBorder p="md" radius="md" component="article" data-testid="html-example">
            <Stack gap="xs">
              <Title order={3} fz="md">
                {e.title}
              </Title>
              <Text size="sm" c="dimmed">
                {e.note}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <SourceBlock source={e.source} copyLabel={`Copy the source of ${e.title}`} />
                <div>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                    Result
                  </Text>
                  {result === null ? (
                    <Text size="sm" c="dimmed">
                      The result could not be loaded; try the live preview below.
                    </Text>
                  ) : (
                    <RenderedHtml html={result} />
                  )}
                </div>
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
