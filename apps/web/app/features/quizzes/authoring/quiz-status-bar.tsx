import { Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import { IconTrash, IconWorld, IconWorldOff } from "@tabler/icons-react";
import type { AuthoringQuiz } from "@tq/contract/quizzes";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { deleteQuiz, setQuizStatus } from "./api.ts";

interface Refusal {
  message: string;
  /** Publishing's problems, one per line (the server's field → message map). */
  problems: string[];
}

export interface QuizStatusBarProps {
  quiz: AuthoringQuiz;
  onChanged: () => Promise<unknown>;
  onDeleted: () => void;
}

/** The quiz's status with publish / unpublish (the server says why it refuses) and delete. */
export function QuizStatusBar({ quiz, onChanged, onDeleted }: QuizStatusBarProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState(false);
  const published = quiz.status === "published";

  const toggle = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await setQuizStatus(quiz.id, published ? "draft" : "published");
      await onChanged();
    } catch (error) {
      const problems = error instanceof ApiError && error.status === 409 ? Object.values(error.fields) : [];
      setRefusal({ message: errorMessage(error), problems });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Badge color={published ? "teal" : "gray"} variant="light" size="lg">
            {published ? "Published" : "Draft"}
          </Badge>
          <Text size="sm" c="dimmed">
            {quiz.sectionCount} section{quiz.sectionCount === 1 ? "" : "s"} · {quiz.questionCount} question
            {quiz.questionCount === 1 ? "" : "s"} · {quiz.totalMarks} marks
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant={published ? "default" : "filled"}
            leftSection={published ? <IconWorldOff size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />}
            loading={busy}
            onClick={() => void toggle()}
          >
            {published ? "Unpublish" : "Publish"}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>
      {refusal ? (
        <FormAlert kind="error">
          {refusal.problems.length > 0 ? (
            <>
              <Text size="sm" fw={500}>
                This quiz cannot be published yet:
              </Text>
              <List size="sm" mt={4}>
                {refusal.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </>
          ) : (
            refusal.message
          )}
        </FormAlert>
      ) : null}
      <ConfirmDeleteModal
        name={deleting ? quiz.title : null}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteQuiz(quiz.id);
          onDeleted();
        }}
      >
        The quiz is deleted with its sections and questions. This cannot be undone.
      </ConfirmDeleteModal>
    </Stack>
  );
}
