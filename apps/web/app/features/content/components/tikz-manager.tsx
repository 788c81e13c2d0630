import { Button, Center, EmptyState, Group, Image, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TikzExample, TikzExampleBody, TikzExampleList } from "@tq/contract/content";
import { IconChartDots3, IconPlus } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { tikzExamplesQuery } from "../../../lib/editor/editor-api.ts";
import { addExample, deleteExample, editExample, reorderExamples } from "../api.ts";
import { useManagedList } from "../../../lib/use-managed-list.tsx";
import { usePreview } from "../hooks/use-preview.ts";
import { tikzToHtml } from "../source-html.ts";
import { ExampleForm } from "./example-form.tsx";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { EditDeleteActions } from "../../../lib/ui/row-actions.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";

type Editing = { kind: "add" } | { kind: "edit"; example: TikzExample };

const BLANK: TikzExampleBody = {
  title: "",
  description: "",
  source: "\\begin{tikzpicture}\n\n\\end{tikzpicture}",
};

const THUMB = { w: 76, h: 58 };

/** A small picture of the example: its SVG, or a "Draw" button while the server has none. */
function Thumbnail({ example }: { example: TikzExample }) {
  const [asked, setAsked] = useState(false);
  const preview = usePreview(tikzToHtml(example.source), { delayMs: 0, enabled: asked && example.svgUrl === null });
  const failed = preview.error ?? preview.result?.diagramErrors[0] ?? null;
  let picture: ReactNode;
  if (example.svgUrl) {
    picture = (
      <Image src={example.svgUrl} alt={`Diagram: ${example.title}`} maw={THUMB.w - 6} mah={THUMB.h - 6} fit="contain" />
    );
  } else if (!asked) {
    picture = (
      <Button size="compact-xs" variant="light" onClick={() => setAsked(true)} aria-label={`Draw ${example.title}`}>
        Draw
      </Button>
    );
  } else if (failed) {
    picture = (
      <Text size="xs" c="red" ta="center" title={failed}>
        Cannot draw
      </Text>
    );
  } else if (preview.result && !preview.loading) {
    picture = <RenderedHtml html={preview.result.html} className="tikz-thumb" />;
  } else {
    picture = <Loader size="xs" aria-label={`Drawing ${example.title}…`} />;
  }
  return (
    <Center
      w={THUMB.w}
      h={THUMB.h}
      bg="white"
      style={{ flexShrink: 0, border: "1px solid var(--mantine-color-gray-2)", borderRadius: 6, overflow: "hidden" }}
    >
      {picture}
    </Center>
  );
}

/** Manage Tikz: the gallery's examples, with their drawings; add, edit, delete, reorder. */
export function TikzManager({ examples }: { examples: TikzExampleList }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const { notice, setNotice, saving, refresh, confirmDelete, reorder } = useManagedList(tikzExamplesQuery().queryKey);
  const phone = useMediaQuery("(max-width: 48em)");

  async function save(values: TikzExampleBody) {
    if (!editing) return;
    const saved = editing.kind === "add" ? await addExample(values) : await editExample(editing.example.id, values);
    setEditing(null);
    setNotice({
      kind: "success",
      text: editing.kind === "add" ? `Added “${saved.title}”.` : `Saved “${saved.title}”.`,
    });
    await refresh();
  }

  const confirmDeleteExample = (example: TikzExample) =>
    confirmDelete(
      example.title,
      "It leaves the Drawing Diagrams page. Diagrams authors already drew are not changed.",
      () => deleteExample(example.id),
    );

  const reorderAll = (ids: number[]) =>
    reorder(
      (old) => ids.map((id) => old.find((e) => e.id === id)).filter((e) => e !== undefined),
      () => reorderExamples(ids),
    );

  return (
    <Stack gap="md">
      <Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ kind: "add" })}>
          Add an example
        </Button>
      </Group>
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {examples.length === 0 ? (
        <EmptyState
          icon={<IconChartDots3 aria-hidden />}
          title="No examples yet"
          description="Add the first example: it appears on the Drawing Diagrams page."
        />
      ) : (
        <SortableList
          label="TikZ examples"
          items={examples}
          nameOf={(e) => e.title}
          disabled={saving}
          onReorder={reorderAll}
          renderItem={(e, controls) => (
            <SortableRowLayout
              controls={controls}
              minItemWidth={230}
              actions={
                <EditDeleteActions
                  name={e.title}
                  onEdit={() => setEditing({ kind: "edit", example: e })}
                  onDelete={() => confirmDeleteExample(e)}
                />
              }
            >
              <Group gap="sm" wrap="nowrap" data-testid="manage-example">
                <Thumbnail example={e} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {e.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2} visibleFrom="xs">
                    {e.description}
                  </Text>
                </div>
              </Group>
            </SortableRowLayout>
          )}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === "edit" ? `Edit “${editing.example.title}”` : "Add an example"}
        size="xl"
        fullScreen={phone}
      >
        {editing ? (
          <ExampleForm
            key={editing.kind === "edit" ? editing.example.id : "new"}
            initial={
              editing.kind === "edit"
                ? {
                    title: editing.example.title,
                    description: editing.example.description,
                    source: editing.example.source,
                  }
                : BLANK
            }
            submitLabel={editing.kind === "edit" ? "Save" : "Add the example"}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
