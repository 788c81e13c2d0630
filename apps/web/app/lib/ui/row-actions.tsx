import { ActionIcon, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash, type Icon } from "@tabler/icons-react";

export interface RowActionProps {
  /** What the button does, in a word, shown on hover ("Edit"). */
  tooltip: string;
  /** Its accessible name, naming the item ("Edit Alpha"): a row of many buttons stays clear to a screen reader. */
  label: string;
  icon: Icon;
  onClick: () => void;
  /** Red for a delete, gray for a quiet action; the theme's colour otherwise. */
  color?: "red" | "gray";
}

/** One icon button of a list row's actions (e.g. SortableRowLayout's `actions`), with its tooltip. */
export function RowAction({ tooltip, label, icon: ActionGlyph, onClick, color }: RowActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        <ActionGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The Edit and Delete buttons of a row; onDelete is where the caller asks for confirmation. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  /** The item's name, for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <RowAction tooltip="Edit" label={`Edit ${name}`} icon={IconPencil} onClick={onEdit} />
      <RowAction tooltip="Delete" label={`Delete ${name}`} icon={IconTrash} color="red" onClick={onDelete} />
    </>
  );
}
