import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";

interface Props {
  opened: boolean;
  unanswered: readonly number[];
  flagged: readonly number[];
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const keys = (list: readonly number[]) => list.join(", ");

/** The confirmation before submitting: which questions are unanswered or flagged. */
export function PlayerSubmitDialog({ opened, unanswered, flagged, busy, error, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Submit your answers?" centered>
      <Stack gap="sm">
        {unanswered.length === 0 && flagged.length === 0 ? (
          <Text>Every question is answered.</Text>
        ) : (
          <List spacing={4}>
            {unanswered.length > 0 && <List.Item>Not answered: question {keys(unanswered)}</List.Item>}
            {flagged.length > 0 && <List.Item>Flagged for review: question {keys(flagged)}</List.Item>}
          </List>
        )}
        <Text size="sm" c="dimmed">
          Once submitted, your answers cannot be changed.
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Keep working
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
