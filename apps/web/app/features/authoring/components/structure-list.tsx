import { Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { RowAction } from "../../../lib/ui/row-actions.tsx";
import type { ReactNode } from "react";
import type { z } from "zod";
import { InlineRename } from "../../../lib/ui/inline-rename.tsx";
import { SortableList } from "../../../lib/ui/sortable-list.tsx";

export interface StructureListProps<T extends { id: number }> {
  items: readonly T[];
  /** "subject", "level", "chapter": for labels. */
  kind: string;
  nameOf: (item: T) => string;
  /** The name field's rule from the contract. */
  nameSchema: z.ZodType<string, string>;
  /** Owner or world director: rename, reorder, delete; otherwise the list is read-only. */
  canEdit: boolean;
  onReorder: (ids: number[]) => Promise<unknown>;
  onRename: (item: T, name: string) => Promise<unknown>;
  onDelete: (item: T) => void;
  /** Shown before the name (a chapter's number). */
  renderLead?: (item: T) => ReactNode;
  /** How the name is shown (e.g. a link). */
  renderName?: (item: T) => ReactNode;
  /** Counts and links, after the name. */
  renderDetails: (item: T) => ReactNode;
}

/** The rows of a course's subjects, a subject's levels or its chapters: reorder, rename in place, delete. */
export function StructureList<T extends { id: number }>(props: StructureListProps<T>) {
  const { items, kind, nameOf, nameSchema, canEdit, renderLead, renderName, renderDetails } = props;

  const row = (item: T, controls: ReactNode) => (
    <Group justify="space-between" gap="xs" wrap="wrap" py={4}>
      <Group gap="xs" wrap="nowrap" style={{ flex: "1 1 16rem", minWidth: 0 }}>
        {controls}
        {renderLead?.(item)}
        <InlineRename
          value={nameOf(item)}
          schema={nameSchema}
          label={`${kind} ${nameOf(item)}`}
          disabled={!canEdit}
          onSave={(name) => props.onRename(item, name)}
        >
          {renderName ? (
            renderName(item)
          ) : (
            <Text fw={500} style={{ overflowWrap: "anywhere" }}>
              {nameOf(item)}
            </Text>
          )}
        </InlineRename>
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {renderDetails(item)}
        {canEdit ? (
          <RowAction
            tooltip="Delete"
            label={`Delete ${kind} ${nameOf(item)}`}
            icon={IconTrash}
            color="red"
            onClick={() => props.onDelete(item)}
          />
        ) : null}
      </Group>
    </Group>
  );

  if (!canEdit) {
    // The same rows without controls (the sortable list's CSS, imported by sortable-list.tsx).
    return (
      <ul className="sortable-list">
        {items.map((item) => (
          <li key={item.id} className="sortable-row">
            {row(item, null)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SortableList
      items={items}
      nameOf={nameOf}
      onReorder={props.onReorder}
      renderItem={(item, controls) => row(item, controls)}
    />
  );
}
