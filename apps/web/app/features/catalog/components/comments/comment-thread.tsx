import { Paper, Stack } from "@mantine/core";
import type { CommentThread as Thread } from "@tq/contract/catalog";
import { useState } from "react";
import { CommentForm } from "./comment-form-lazy.tsx";
import { CommentItem, type CommentControls } from "./comment-item.tsx";

/** A question with its answers (oldest first) and, for staff and the asker, a way to answer. */
export function CommentThread({
  thread,
  controls,
  answer,
}: {
  thread: Thread;
  controls: Omit<CommentControls, "onAnswer">;
  answer: (questionId: number, body: string) => Promise<unknown>;
}) {
  const [answering, setAnswering] = useState(false);
  const mayAnswer = (controls.staff || thread.mine) && thread.id > 0;
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="comment-thread">
      <Stack gap="sm">
        <CommentItem
          comment={thread}
          controls={{ ...controls, onAnswer: mayAnswer ? () => setAnswering(true) : undefined }}
        />
        {thread.answers.length > 0 ? (
          <Stack
            gap="sm"
            pl="md"
            ml={4}
            style={{ borderLeft: "2px solid var(--mantine-color-default-border)" }}
            data-testid="comment-answers"
          >
            {thread.answers.map((a) => (
              <CommentItem key={a.id} comment={a} controls={controls} />
            ))}
          </Stack>
        ) : null}
        {answering ? (
          <CommentForm
            label="Your answer"
            submitLabel="Post answer"
            placeholder="Write an answer"
            autoFocus
            testId="answer-form"
            onSubmit={(body) => answer(thread.id, body)}
            onCancel={() => setAnswering(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
