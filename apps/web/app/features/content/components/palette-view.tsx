import { Anchor, Box, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LatexPalette } from "@tq/contract/content";
import "@mantine/core/styles/Code.css";
import { CopySourceButton } from "./copy-source-button.tsx";
import { LatexFormula } from "./latex-formula.tsx";

const anchorOf = (name: string) => `palette-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The LaTeX palette by category: each symbol rendered, its source and a copy button. */
export function PaletteView({ palette }: { palette: LatexPalette }) {
  return (
    <Stack gap="lg" data-testid="palette">
      <Group gap="xs" component="nav" aria-label="Palette categories">
        {palette.categories.map((c) => (
          <Anchor key={c.name} href={`#${anchorOf(c.name)}`} size="sm">
            {c.name}
          </Anchor>
        ))}
      </Group>
      {palette.categories.map((category) => (
        <Stack
          key={category.name}
          gap="xs"
          component="section"
          id={anchorOf(category.name)}
          aria-labelledby={`${anchorOf(category.name)}-title`}
          style={{ scrollMarginTop: 72 }}
          data-testid="palette-category"
        >
          <Title order={3} fz="lg" id={`${anchorOf(category.name)}-title`}>
            {category.name}
          </Title>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="xs">
            {category.symbols.map((s) => (
              <Paper key={s.id} withBorder p="xs" radius="md" data-testid="palette-symbol">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
                  <Box fz="lg" mih={32} style={{ overflowX: "auto", overflowY: "hidden" }}>
                    <LatexFormula latex={s.latex} />
                  </Box>
                  <CopySourceButton value={s.latex} label={`Copy the LaTeX of ${s.label}`} />
                </Group>
                <Text size="xs" c="dimmed" truncate="end" title={s.label}>
                  {s.label}
                </Text>
                <Code fz="xs" style={{ display: "block", overflowWrap: "anywhere" }}>
                  {s.latex}
                </Code>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
