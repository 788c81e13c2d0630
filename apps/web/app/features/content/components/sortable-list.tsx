import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group, Paper } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** Called with every id in the new order, after a drag or an up/down move. */
  onReorder: (ids: number[]) => void;
  /** How an item is named in button labels and screen-reader announcements. */
  itemLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderActions?: (item: T) => ReactNode;
  /** While a change is being saved, nothing moves. */
  disabled?: boolean;
  /** The list's accessible name. */
  label: string;
  /** Below this width (px) for the item, its buttons wrap under it; default 160. */
  minItemWidth?: number;
}

interface RowProps {
  id: number;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  move: (from: number, to: number) => void;
  minWidth: number;
  children: ReactNode;
  actions: ReactNode;
}

function SortableRow({ id, name, index, count, disabled, move, minWidth, children, actions }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      data-testid="sortable-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
        listStyle: "none",
      }}
    >
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag to reorder ${name}`}
          style={{ cursor: disabled ? "default" : "grab", touchAction: "none" }}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        {/* On a phone the buttons wrap under the item rather than squeeze it. */}
        <Group wrap="wrap" gap="xs" justify="space-between" style={{ flex: 1, minWidth: 0 }}>
          <div style={{ flex: `1 1 ${minWidth}px`, minWidth: 0 }}>{children}</div>
          <Group gap={2} wrap="nowrap" ml="auto">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${name} up`}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1)}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${name} down`}
              disabled={disabled || index === count - 1}
              onClick={() => move(index, index + 1)}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            {actions}
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A list the user puts in order: drag by the handle (pointer, touch, or keyboard: Space to lift,
 * arrows to move, Space to drop), or the up/down buttons.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  itemLabel,
  renderItem,
  renderActions,
  disabled = false,
  label,
  minItemWidth = 160,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => i.id === id);
    return item ? itemLabel(item) : "the item";
  };
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is now at position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: "To reorder, press Space to pick up, the arrow keys to move, Space to drop, Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          aria-label={label}
          // minmax(0, 1fr): a long row shrinks to the page instead of widening it on a phone.
          style={{ margin: 0, padding: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 6 }}
        >
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={itemLabel(item)}
              index={index}
              count={items.length}
              disabled={disabled}
              move={move}
              minWidth={minItemWidth}
              actions={renderActions?.(item)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
