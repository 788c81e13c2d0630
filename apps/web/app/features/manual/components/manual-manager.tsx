import { formatDay } from "@tq/contract/dates";
import { Anchor, Button, EmptyState, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { Manual, ManualSection } from "@tq/contract/manual";
import { IconBook, IconHistory, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { EditDeleteActions, RowAction } from "../../../lib/ui/row-actions.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { useManagedList } from "../../../lib/use-managed-list.tsx";
import { deleteSection, manualQuery, reorderSections } from "../api.ts";
import { sectionAnchor } from "../manual-search.ts";
import { SectionEditor } from "./section-editor.tsx";
import { SectionHistory } from "./section-history.tsx";

type Open = { kind: "add" } | { kind: "edit"; section: ManualSection } | { kind: "history"; section: ManualSection };

const when = (iso: string) => formatDay(iso);

/** Manage Manual: the sections in order (drag to reorder), each edited, renamed, deleted, with its history. */
export function ManualManager({ manual }: { manual: Manual }) {
  const [open, setOpen] = useState<Open | null>(null);
  const { notice, setNotice, saving, refresh, confirmDelete, reorder } = useManagedList(manualQuery().queryKey);
  const phone = useMediaQuery("(max-width: 48em)");

  const reorderAll = (ids: number[]) =>
    reorder(
      (old) => ({
        sections: ids.map((id) => old.sections.find((s) => s.id === id)).filter((s) => s !== undefined),
      }),
      () => reorderSections(ids),
    );

  const title =
    open?.kind === "add"
      ? "Add a section"
      : open?.kind === "edit"
        ? `Edit “${open.section.title}”`
        : open?.kind === "history"
          ? `History of “${open.section.title}”`
          : "";

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen({ kind: "add" })}>
          Add a section
        </Button>
        <Anchor component={Link} to="/manual" size="sm">
          Read the manual as staff see it
        </Anchor>
      </Group>
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {manual.sections.length === 0 ? (
        <EmptyState
          icon={<IconBook aria-hidden />}
          title="No sections yet"
          description="Add the first section: staff read it at Site Manual."
        />
      ) : (
        <SortableList
          label="Manual sections"
          items={manual.sections}
          nameOf={(s) => s.title}
          disabled={saving}
          onReorder={reorderAll}
          renderItem={(s, controls, index) => (
            <SortableRowLayout
              controls={controls}
              minItemWidth={220}
              actions={
                <>
                  <RowAction
                    tooltip="History"
                    label={`History of ${s.title}`}
                    icon={IconHistory}
                    color="gray"
                    onClick={() => setOpen({ kind: "history", section: s })}
                  />
                  <EditDeleteActions
                    name={s.title}
                    onEdit={() => setOpen({ kind: "edit", section: s })}
                    onDelete={() =>
                      confirmDelete(
                        s.title,
                        "The section and its whole history leave the manual. This cannot be undone.",
                        () => deleteSection(s.id),
                      )
                    }
                  />
                </>
              }
            >
              <div data-testid="manage-manual-section">
                <Anchor component={Link} to={`/manual#${sectionAnchor(s.id)}`} fw={600} size="sm" lineClamp={2}>
                  {index + 1}. {s.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Revision {s.revision} · {when(s.updatedAt)}
                  {s.updatedBy ? ` · ${s.updatedBy}` : ""}
                </Text>
              </div>
            </SortableRowLayout>
          )}
        />
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={title} size="xl" fullScreen={phone}>
        {open?.kind === "history" ? (
          <SectionHistory sectionId={open.section.id} />
        ) : open ? (
          <SectionEditor
            id={open.kind === "edit" ? open.section.id : null}
            onCancel={() => setOpen(null)}
            onSaved={(saved) => {
              setOpen(null);
              setNotice({
                kind: "success",
                text:
                  open.kind === "add"
                    ? `Added “${saved.title}”.`
                    : `Saved “${saved.title}” as revision ${saved.revision}.`,
              });
              void refresh();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
