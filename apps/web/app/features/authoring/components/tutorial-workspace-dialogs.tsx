import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { authoringTutorialQuery } from "../tutorial-api.ts";
import { useQueryClient } from "@tanstack/react-query";

interface ConflictAlertProps {
  tutorialId: number;
  message: string;
  /** Save this text over the other version (with the latest revision). */
  onOverwrite: (latestRevision: number) => Promise<void>;
  onLoadTheirs: () => void;
}

/** Someone else saved meanwhile: the author's text stays; they choose which version wins. */
export function ConflictAlert({ tutorialId, message, onOverwrite, onLoadTheirs }: ConflictAlertProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmTheirs, setConfirmTheirs] = useState(false);
  return (
    <Alert color="red" title="Someone else saved this tutorial" role="alert">
      <Text size="sm" mb="sm">
        {message}. Your text is still here (and on this device). Keep yours, or load theirs and lose your changes.
      </Text>
      {error && (
        <Text size="sm" c="red" mb="xs">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              const latest = await queryClient.fetchQuery({ ...authoringTutorialQuery(tutorialId), staleTime: 0 });
              await onOverwrite(latest.revision);
            } catch (e) {
              setError(errorMessage(e));
            } finally {
              setBusy(false);
            }
          }}
        >
          Save my version over theirs
        </Button>
        <Button size="xs" variant="default" onClick={() => setConfirmTheirs(true)}>
          Load their version
        </Button>
      </Group>
      <Modal opened={confirmTheirs} onClose={() => setConfirmTheirs(false)} title="Load their version?">
        <Text size="sm" mb="md">
          Your changes will be lost. Copy anything you want to keep first.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmTheirs(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={onLoadTheirs}>
            Load their version
          </Button>
        </Group>
      </Modal>
    </Alert>
  );
}

export function DiscardModal({
  opened,
  onClose,
  onDiscard,
}: {
  opened: boolean;
  onClose: () => void;
  onDiscard: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title="Discard your changes?">
      <Text size="sm" mb="md">
        The autosaved draft and the copy on this device are deleted, and the editor goes back to the last saved version.
        This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep editing
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await onDiscard();
            setBusy(false);
          }}
        >
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
