import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TikzExampleList } from "@tq/contract/content";
import { IconArrowDown } from "@tabler/icons-react";
import { DiagramFigure } from "./diagram-figure.tsx";
import { SourceBlock } from "./source-block.tsx";

/** The gallery of TikZ examples: title, what it shows, the diagram, and its source to copy or try. */
export function TikzGallery({ examples, onTry }: { examples: TikzExampleList; onTry: (source: string) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="tikz-gallery">
      {examples.map((e) => (
        <Paper key={e.id} withBorder p="md" radius="md" component="article" data-testid="tikz-example">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {e.title}
            </Title>
            {e.description ? (
              <Text size="sm" c="dimmed">
                {e.description}
              </Text>
            ) : null}
            <DiagramFigure title={e.title} source={e.source} svgUrl={e.svgUrl} />
            <SourceBlock source={e.source} copyLabel={`Copy the source of ${e.title}`} />
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconArrowDown size={16} aria-hidden />}
                onClick={() => onTry(e.source)}
              >
                Change it in the try-it box
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
