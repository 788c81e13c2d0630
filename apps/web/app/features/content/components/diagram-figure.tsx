import { Alert, Button, Center, Image, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { usePreview } from "../hooks/use-preview.ts";
import { tikzToHtml } from "../source-html.ts";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";

/**
 * An example's diagram: its SVG when the server has drawn it already, else a "Draw" button
 * that draws it through the preview (drawing costs a render, so only on request).
 */
export function DiagramFigure({ title, source, svgUrl }: { title: string; source: string; svgUrl: string | null }) {
  const [asked, setAsked] = useState(false);
  const preview = usePreview(tikzToHtml(source), { delayMs: 0, enabled: asked && svgUrl === null });

  if (svgUrl) {
    return (
      <Center p="sm" bg="white" style={{ borderRadius: "var(--mantine-radius-md)", overflowX: "auto" }}>
        <Image src={svgUrl} alt={`Diagram: ${title}`} w="auto" maw="100%" mah={280} fit="contain" loading="lazy" />
      </Center>
    );
  }
  if (!asked) {
    return (
      <Center mih={120} p="sm" style={{ border: "1px dashed var(--mantine-color-gray-4)", borderRadius: 8 }}>
        <Stack align="center" gap={6}>
          <Text size="sm" c="dimmed">
            Not drawn yet.
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setAsked(true)}
            aria-label={`Draw ${title}`}
            data-testid="draw-example"
          >
            Draw
          </Button>
        </Stack>
      </Center>
    );
  }
  const { result, loading, error } = preview;
  if (loading || !result) {
    return (
      <Center mih={120} aria-busy="true">
        <Loader size="sm" aria-label={`Drawing ${title}…`} />
      </Center>
    );
  }
  return (
    <Stack gap="xs">
      {error || result.diagramErrors.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {error ?? result.diagramErrors.join(" ")}
        </Alert>
      ) : null}
      <RenderedHtml html={result.html} data-testid="drawn-example" style={{ maxWidth: "100%" }} />
    </Stack>
  );
}
