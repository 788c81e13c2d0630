import { ActionIcon, Group, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconPencil, IconX } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { ApiError, errorMessage } from "../api-error.ts";

export interface InlineRenameProps {
  value: string;
  /** The field's rule from the contract (its messages show under the input). */
  schema: z.ZodType<string, string>;
  /** What the row shows when not editing (a link, a title…). */
  children: ReactNode;
  /** The item's kind and name, for labels: "subject Algebra". */
  label: string;
  onSave: (value: string) => Promise<unknown>;
  disabled?: boolean;
}

/** A name shown as text with a pencil; editing in place: Enter saves, Escape cancels. */
export function InlineRename({ value, schema, children, label, onSave, disabled = false }: InlineRenameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (draft === null) {
    return (
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        {children}
        {disabled ? null : (
          <Tooltip label="Rename">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Rename ${label}`}
              onClick={() => {
                setDraft(value);
                setError(null);
              }}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "This name is not valid.");
      return;
    }
    if (parsed.data === value) return cancel();
    setBusy(true);
    try {
      await onSave(parsed.data);
      cancel();
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group
      gap={4}
      wrap="nowrap"
      align="flex-start"
      style={{ flex: 1, minWidth: 0 }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextInput
        aria-label={`New name for ${label}`}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            cancel();
          }
        }}
        error={error}
        data-autofocus
        autoFocus
        size="sm"
        style={{ flex: 1, minWidth: 0 }}
      />
      <ActionIcon type="submit" variant="light" size="lg" aria-label={`Save the name of ${label}`} loading={busy}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Cancel renaming" onClick={cancel}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
