import { Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import { IconLogin2 } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../../../lib/api-error.ts";
import { loginHref } from "../../../../lib/guard.ts";
import { ContentSkeleton } from "../../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../../lib/ui/load-error.tsx";
import { useSession } from "../../../../lib/use-session.ts";
import { commentsQuery } from "../../comments-api.ts";
import { useCommentActions } from "../../use-comment-actions.ts";
import { CommentForm } from "./comment-form-lazy.tsx";
import { CommentThread } from "./comment-thread.tsx";
import { CommentsFrame } from "./comments-frame.tsx";

/** The tutorial's comment threads: students ask, staff answer, staff hide (PRODUCT.md §2). */
export function CommentSection({ tutorialId }: { tutorialId: number }) {
  const s = useSession();
  const { pathname } = useLocation();
  const user = s.ready ? s.user : null;
  const readerId = s.token !== null ? (user?.id ?? null) : null;
  // Staff see hidden comments and `mine` is per reader: wait until we know who reads.
  const query = useInfiniteQuery({ ...commentsQuery(tutorialId, readerId), enabled: s.ready });
  const staff = query.data?.pages[0]?.viewer.staff ?? false;
  const actions = useCommentActions(tutorialId, {
    id: readerId,
    name: user ? `${user.firstname} ${user.lastname.charAt(0).toUpperCase()}.` : "",
    staff,
  });
  const threads = query.data?.pages.flatMap((p) => p.threads) ?? [];
  const signedIn = s.ready && s.token !== null;

  let body;
  if (!s.ready || query.isPending) body = <ContentSkeleton lines={3} label="Loading the questions…" />;
  else if (query.isError) body = <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (threads.length === 0)
    body = (
      <Text c="dimmed" data-testid="comments-empty">
        No questions yet.{signedIn ? " Ask the first one." : ""}
      </Text>
    );
  else
    body = (
      <Stack gap="md" data-testid="comment-threads">
        {threads.map((thread) => (
          <CommentThread
            key={thread.id}
            thread={thread}
            answer={actions.answer}
            controls={{ staff, setHidden: actions.setHidden, remove: actions.remove }}
          />
        ))}
      </Stack>
    );

  return (
    <CommentsFrame testId="comments">
      {signedIn ? (
        <CommentForm
          label="Ask a question"
          submitLabel="Ask"
          placeholder="What is unclear in this tutorial? The course's teachers answer here."
          testId="ask-form"
          onSubmit={actions.ask}
        />
      ) : s.ready ? (
        <Paper withBorder radius="md" p="md" data-testid="comments-signin">
          <Text size="sm">
            <IconLogin2 size={16} aria-hidden style={{ verticalAlign: "text-bottom", marginRight: 6 }} />
            <Anchor component={Link} to={loginHref(pathname)}>
              Sign in to ask a question
            </Anchor>
            . Everyone can read the answers.
          </Text>
        </Paper>
      ) : null}
      {body}
      {query.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          Show older questions
        </Button>
      ) : null}
    </CommentsFrame>
  );
}
