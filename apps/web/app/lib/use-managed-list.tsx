import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useQueryClient, type DataTag, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "./api-error.ts";

export interface ManagerNotice {
  kind: "error" | "success";
  text: string;
}

/**
 * What Manage Latex and Manage Tikz do alike with their cached list: the notice above it,
 * a delete asked for first, and a reorder shown at once.
 */
export function useManagedList<T>(key: DataTag<QueryKey, T, Error>) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<ManagerNotice | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  /** Asks first (Delete / Keep it), saying what the deletion changes; then deletes and says so. */
  function confirmDelete(name: string, consequence: string, remove: () => Promise<unknown>) {
    modals.openConfirmModal({
      title: `Delete “${name}”?`,
      children: <Text size="sm">{consequence}</Text>,
      labels: { confirm: "Delete", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setNotice(null);
        remove().then(
          () => {
            setNotice({ kind: "success", text: `Deleted “${name}”.` });
            void refresh();
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });
  }

  /** Shows the new order at once; puts the old one back if the server refuses. */
  async function reorder(arrange: (old: T) => T, save: () => Promise<T>) {
    const before = queryClient.getQueryData(key);
    queryClient.setQueryData(key, (old) => (old === undefined ? old : arrange(old)));
    setSaving(true);
    setNotice(null);
    try {
      queryClient.setQueryData(key, await save());
    } catch (error) {
      queryClient.setQueryData(key, before);
      setNotice({ kind: "error", text: `The new order was not saved: ${errorMessage(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return { notice, setNotice, saving, refresh, confirmDelete, reorder };
}
