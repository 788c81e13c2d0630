import { formatDateTime } from "@tq/contract/dates";
import { Badge, Box, Button, Group, Text } from "@mantine/core";
import type { Comment } from "@tq/contract/catalog";
import { IconEye, IconEyeOff, IconMessageReply, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "../../../../lib/api-error.ts";
import { isPending } from "../../use-comment-actions.ts";

export interface CommentControls {
  /** Staff of the course: may hide and show. */
  staff: boolean;
  onAnswer?: () => void;
  setHidden(comment: Comment, hidden: boolean): Promise<unknown>;
  remove(comment: Comment): Promise<unknown>;
}

/** One question or answer: who, when, the text (as text, never HTML), and what the reader may do. */
export function CommentItem({ comment, controls }: { comment: Comment; controls: CommentControls }) {
  const [error, setError] = useState<string | null>(null);
  const pending = isPending(comment);

  async function attempt(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  // Mantine's modals load when asked for (lib/ui/modal-host.tsx): the reading page does not carry them.
  async function confirmDelete() {
    const { modals } = await import("@mantine/modals");
    modals.openConfirmModal({
      title: comment.parentId === null ? "Delete this question?" : "Delete this answer?",
      children: (
        <Text size="sm">
          {comment.parentId === null && !comment.mine
            ? "The question and its answers are removed for everyone. This cannot be undone."
            : "It is removed for everyone. This cannot be undone."}
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => void attempt(() => controls.remove(comment)),
    });
  }

  return (
    <Box
      data-testid="comment"
      data-comment-id={comment.id}
      data-hidden={comment.hidden ? "true" : "false"}
      style={{ opacity: pending || comment.hidden ? 0.65 : 1 }}
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm" data-testid="comment-author">
          {comment.author.name}
        </Text>
        {comment.author.staff ? (
          <Badge size="xs" variant="light" color="indigo">
            Staff
          </Badge>
        ) : null}
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
          {pending ? "Sending…" : formatDateTime(comment.createdAt)}
        </Text>
        {comment.hidden ? (
          <Badge size="xs" variant="outline" color="gray" data-testid="comment-hidden-badge">
            Hidden from readers
          </Badge>
        ) : null}
      </Group>
      <Text
        size="sm"
        mt={4}
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        data-testid="comment-body"
        // The server escaped the text and rendered only its formulas with KaTeX (never the author's HTML).
        dangerouslySetInnerHTML={{ __html: comment.bodyHtml }}
      />
      {pending ? null : (
        <Group gap={4} mt={4} wrap="wrap">
          {controls.onAnswer ? (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconMessageReply size={16} aria-hidden />}
              onClick={controls.onAnswer}
            >
              Answer
            </Button>
          ) : null}
          {controls.staff ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={comment.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
              onClick={() => void attempt(() => controls.setHidden(comment, !comment.hidden))}
            >
              {comment.hidden ? "Show" : "Hide"}
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void confirmDelete()}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
