import { Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { usePreview } from "../hooks/use-preview.ts";
import { PreviewPanel } from "./preview-panel.tsx";

export interface TryItBoxProps {
  title: string;
  description: string;
  /** What the box starts with. */
  initial: string;
  /** The typed text as the HTML a tutorial would hold. */
  toHtml: (text: string) => string;
  /** Preview as one types (debounced), or only on "Show the result" (each new diagram costs a render). */
  live: boolean;
  monospace?: boolean;
  /** Offer the HTML the server kept, as source. */
  showKeptHtml?: boolean;
  /** Set from outside (e.g. "Try this example"): replaces the text. */
  value?: string;
  onChange?: (value: string) => void;
}

/** A live try-it editor: the source on one side, the server's preview (what readers get) on the other. */
export function TryItBox(props: TryItBoxProps) {
  const { title, description, initial, toHtml, live, monospace, showKeptHtml, value, onChange } = props;
  const [own, setOwn] = useState(initial);
  const text = value ?? own;
  const [asked, setAsked] = useState<string | null>(live ? null : initial);
  const source = live ? text : (asked ?? "");
  const preview = usePreview(toHtml(source), { delayMs: live ? 400 : 0 });
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="try-it-title" data-testid="try-it">
      <Title id="try-it-title" order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Textarea
            label="Your source"
            autosize
            minRows={6}
            maxRows={20}
            value={text}
            onChange={(e) => change(e.currentTarget.value)}
            styles={monospace ? { input: { fontFamily: "var(--mantine-font-family-monospace)" } } : undefined}
            spellCheck={false}
            data-testid="try-it-source"
          />
          {live ? null : (
            <Group>
              <Button onClick={() => setAsked(text)} disabled={text.trim() === ""} data-testid="try-it-run">
                Show the result
              </Button>
            </Group>
          )}
        </Stack>
        <PreviewPanel
          preview={preview}
          showKeptHtml={showKeptHtml}
          empty={live ? "Type something to see it as readers will." : "Select “Show the result” to draw it."}
        />
      </SimpleGrid>
    </Stack>
  );
}
