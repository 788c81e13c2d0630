import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useRef, useState } from "react";
import { DIAGRAM_DESCRIPTION_MAX, DIAGRAM_SOURCE_MAX } from "@tq/contract/diagrams";
import type { DrawnDiagram, TikzEditRequest } from "../extensions/tikz-block.ts";
import type { TikzStarter } from "../palette.ts";
import { useDiagram } from "../use-diagram.ts";

interface TikzDialogProps {
  request: TikzEditRequest | null;
  examples: readonly TikzStarter[];
  draw: (source: string) => Promise<DrawnDiagram>;
  onClose: () => void;
  onSave: (source: string, description: string) => void;
  onRemove: () => void;
}

/** Write or change a TikZ picture, with the diagram service's drawing of it as you type. */
export function TikzDialog(props: TikzDialogProps) {
  const { request, onClose } = props;
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request?.pos === undefined ? "Insert a diagram" : "Edit the diagram"}
      size="xl"
      // The editor takes focus back itself, with the caret after the node (rich-editor).
      returnFocus={false}
    >
      {request && <TikzForm key={`${request.pos ?? "new"}:${request.source}`} {...props} request={request} />}
    </Modal>
  );
}

function TikzForm({
  request,
  examples,
  draw,
  onClose,
  onSave,
  onRemove,
}: TikzDialogProps & { request: TikzEditRequest }) {
  const [source, setSource] = useState(request.source);
  const [description, setDescription] = useState(request.description);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const diagram = useDiagram(source, draw, 900);
  const tooLong = source.length > DIAGRAM_SOURCE_MAX;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (source.trim() === "" || tooLong) return;
        // Every diagram needs its words: a screen reader reads them instead of the picture.
        const words = description.replace(/\s+/g, " ").trim();
        if (words === "") {
          setDescriptionError("Describe what the diagram shows: screen readers read this instead of the picture.");
          descriptionRef.current?.focus();
          return;
        }
        onSave(source.trim(), words);
      }}
    >
      <Stack gap="sm">
        {examples.length > 0 && (
          <Select
            label="Start from an example"
            placeholder="Choose an example (replaces the source)"
            data={examples.map((e) => ({ value: String(e.id), label: e.title }))}
            onChange={(id) => {
              const example = examples.find((e) => String(e.id) === id);
              if (example) setSource(example.source);
            }}
            searchable
            clearable
          />
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Textarea
            label="TikZ source"
            required
            description="One \begin{tikzpicture} … \end{tikzpicture}, optionally after \usetikzlibrary lines."
            value={source}
            onChange={(e) => setSource(e.currentTarget.value)}
            autosize
            minRows={10}
            maxRows={24}
            data-autofocus
            spellCheck={false}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
            error={tooLong ? `A diagram source is at most ${DIAGRAM_SOURCE_MAX} characters long.` : undefined}
          />
          <div aria-live="polite" className="tikz-dialog-preview">
            <Text size="xs" c="dimmed" mb={4}>
              Preview
            </Text>
            {diagram.state === "idle" && (
              <Text size="sm" c="dimmed">
                Type a TikZ picture to see it drawn here.
              </Text>
            )}
            {diagram.state === "drawing" && (
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">Drawing… (about a second)</Text>
              </Group>
            )}
            {diagram.state === "drawn" && <img src={diagram.url} alt="Preview of the diagram" />}
            {diagram.state === "failed" && (
              <Text size="sm" c="red" role="alert">
                {diagram.error}
              </Text>
            )}
          </div>
        </SimpleGrid>
        <Textarea
          ref={descriptionRef}
          label="What the diagram shows"
          description="A sentence or two in words, read aloud to students who use a screen reader."
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            if (descriptionError) setDescriptionError(null);
          }}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={DIAGRAM_DESCRIPTION_MAX}
          required
          error={descriptionError}
        />
        <Group justify="space-between" mt="xs">
          {request.pos === undefined ? (
            <span />
          ) : (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove diagram
            </Button>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={source.trim() === "" || tooLong}>
              {request.pos === undefined ? "Insert" : "Update"}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
