import { Group, Loader, Text } from "@mantine/core";
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconPencil } from "@tabler/icons-react";
import type { AutosaveState } from "../autosaver.ts";

const time = (d: Date) => d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** Where the author's text is: a live region, so screen readers hear "Draft saved" too. */
export function SaveStatus({ state, unsavedText }: { state: AutosaveState; unsavedText: boolean }) {
  const content = (() => {
    switch (state.status) {
      case "pending":
        return { icon: <IconPencil size={16} />, text: "Changes not saved yet…", color: "dimmed" };
      case "saving":
        return { icon: <Loader size={14} />, text: "Saving a draft…", color: "dimmed" };
      case "offline":
        return {
          icon: <IconCloudOff size={16} />,
          text: "The server cannot be reached. Your text is kept on this device; retrying…",
          color: "orange",
        };
      case "failed":
        return {
          icon: <IconAlertTriangle size={16} />,
          text: state.message ?? "The draft was refused.",
          color: "red",
        };
      case "conflict":
        return { icon: <IconAlertTriangle size={16} />, text: "Autosave stopped: see above.", color: "red" };
      case "saved":
        return unsavedText
          ? {
              icon: <IconCloudCheck size={16} />,
              text: `Draft saved${state.savedAt ? ` at ${time(state.savedAt)}` : ""}. Readers see the last saved version until you save.`,
              color: "dimmed",
            }
          : { icon: <IconCloudCheck size={16} />, text: "All changes saved.", color: "teal" };
    }
  })();
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-autosave={state.status}>
      {content.icon}
      <Text size="sm" c={content.color}>
        {content.text}
      </Text>
    </Group>
  );
}
