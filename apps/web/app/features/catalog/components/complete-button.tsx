import { Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleCheckFilled } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { saveProgress } from "../api.ts";

/** "Mark as complete", shown at once and put back when the server refuses. */
export function CompleteButton({
  tutorialId,
  initial,
  onSaved,
}: {
  tutorialId: number;
  initial: boolean;
  onSaved(): void;
}) {
  const [completed, setCompleted] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function toggle() {
    if (saving) return;
    const next = !completed;
    setCompleted(next); // optimistic
    setError(null);
    setSaving(true);
    try {
      await saveProgress(tutorialId, next);
      onSaved();
    } catch (e) {
      setCompleted(!next);
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant={completed ? "light" : "filled"}
        color={completed ? "teal" : undefined}
        leftSection={
          completed ? <IconCircleCheckFilled size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />
        }
        onClick={() => void toggle()}
        aria-pressed={completed}
        data-testid="mark-complete"
        data-completed={completed ? "true" : "false"}
      >
        {completed ? "Completed" : "Mark as complete"}
      </Button>
      {completed ? (
        <Text size="xs" c="dimmed">
          Select again to mark it as not complete.
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
