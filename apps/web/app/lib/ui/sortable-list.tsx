import { ActionIcon, Group } from "@mantine/core";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import "./sortable-list.css";

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** Called with every id in the new order; the list shows that order until it settles. */
  onReorder: (ids: number[]) => Promise<unknown>;
  /** The row's content; `controls` is the drag handle and the move up/down buttons. */
  renderItem: (item: T, controls: ReactNode, index: number) => ReactNode;
  /** The item's name, for the controls' labels and the screen-reader announcements. */
  nameOf: (item: T) => string;
  disabled?: boolean;
  /** The list's accessible name. */
  label?: string;
}

/**
 * A list reordered by drag and drop (dnd-kit: pointer, touch and keyboard — focus the handle,
 * Space to lift, arrows to move, Space to drop) and by move up/down buttons. Used by the
 * structure screens, the tutorial manager, Manage Latex and Manage Tikz.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  renderItem,
  nameOf,
  disabled = false,
  label,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // The order being saved, shown at once; null when the server's order is shown.
  const [pending, setPending] = useState<number[] | null>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = (pending ?? items.map((i) => i.id)).map((id) => byId.get(id)).filter((i): i is T => i !== undefined);
  const ids = shown.map((i) => i.id);

  const commit = async (next: number[]) => {
    setPending(next);
    try {
      await onReorder(next);
    } finally {
      setPending(null);
    }
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    void commit(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(byId.get(Number(active.id)) as T)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(byId.get(Number(active.id)) as T)} is now at position ${ids.indexOf(Number(over.id)) + 1} of ${ids.length}.`
              : "",
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(byId.get(Number(active.id)) as T)} dropped at position ${ids.indexOf(Number(over.id)) + 1}.`
              : "Not moved.",
          onDragCancel: () => "Moving cancelled.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled || pending !== null}>
        <ul className="sortable-list" aria-busy={pending !== null} aria-label={label}>
          {shown.map((item, index) => (
            <SortableRow key={item.id} id={item.id}>
              {(handle) =>
                renderItem(
                  item,
                  <Group gap={2} wrap="nowrap">
                    {handle(`Move ${nameOf(item)}`, disabled || pending !== null)}
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${nameOf(item)} up`}
                      disabled={disabled || pending !== null || index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${nameOf(item)} down`}
                      disabled={disabled || pending !== null || index === shown.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>,
                  index,
                )
              }
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  children,
}: {
  id: number;
  children: (handle: (label: string, disabled: boolean) => ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className="sortable-row"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children((label, disabled) => (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`${label} (drag, or press Space then the arrow keys)`}
          disabled={disabled}
          style={{ cursor: disabled ? undefined : "grab", touchAction: "none" }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      ))}
    </li>
  );
}

/**
 * The usual row of a sortable list: the move controls, the item, its actions; on a phone the
 * actions wrap under the item rather than squeeze it.
 */
export function SortableRowLayout({
  controls,
  actions,
  minItemWidth = 160,
  children,
}: {
  controls: ReactNode;
  actions?: ReactNode;
  minItemWidth?: number;
  children: ReactNode;
}) {
  return (
    <Group wrap="nowrap" gap="xs" align="center">
      {controls}
      <Group wrap="wrap" gap="xs" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
        <div style={{ flex: `1 1 ${minItemWidth}px`, minWidth: 0 }}>{children}</div>
        {actions ? (
          <Group gap={2} wrap="nowrap" ml="auto">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Group>
  );
}
