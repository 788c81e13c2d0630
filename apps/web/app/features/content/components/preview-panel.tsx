import { Alert, Box, Code, Group, List, Loader, Text } from "@mantine/core";
import "@mantine/core/styles/Code.css";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { PreviewState } from "../hooks/use-preview.ts";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";

/**
 * A preview as the server answered it: the rendered HTML, why any diagram was not drawn, a
 * failed request's message, and a quiet "Updating…" while a newer source loads.
 */
export function PreviewPanel({
  preview,
  empty,
  showKeptHtml = false,
}: {
  preview: PreviewState;
  empty: ReactNode;
  /** Also offer the HTML the server kept, as source (the HTML Formatting page). */
  showKeptHtml?: boolean;
}) {
  const { result, loading, error } = preview;
  return (
    <Box
      p="md"
      mih={96}
      aria-live="polite"
      aria-busy={loading}
      data-testid="preview"
      data-loading={loading ? "true" : "false"}
      style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: "var(--mantine-radius-md)" }}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          Result
        </Text>
        {loading ? (
          <Group gap={6}>
            <Loader size={14} />
            <Text size="xs" c="dimmed">
              Updating…
            </Text>
          </Group>
        ) : null}
      </Group>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} mb="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      {result && result.diagramErrors.length > 0 ? (
        <Alert color="orange" variant="light" title="A diagram was not drawn" mb="sm" data-testid="diagram-errors">
          <List size="sm" spacing={4}>
            {result.diagramErrors.map((message, i) => (
              <List.Item key={i}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result && result.html.trim() !== "" ? (
        <RenderedHtml html={result.html} data-testid="preview-html" />
      ) : result ? (
        <Text size="sm" c="dimmed" data-testid="preview-nothing">
          Nothing is left to show: everything in the source was removed.
        </Text>
      ) : loading ? null : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {showKeptHtml && result && result.html.trim() !== "" ? (
        <Box component="details" mt="sm">
          <Text component="summary" size="sm" c="dimmed" style={{ cursor: "pointer" }}>
            Show the HTML that was kept
          </Text>
          <Code
            block
            fz="xs"
            mt="xs"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
            data-testid="kept-html"
          >
            {result.html}
          </Code>
        </Box>
      ) : null}
    </Box>
  );
}
