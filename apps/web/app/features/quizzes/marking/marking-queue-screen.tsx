import { Button, Stack, Text, Title } from "@mantine/core";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkingStatus, MarkResult } from "@tq/contract/quiz-marking";
import { IconChecklist } from "@tabler/icons-react";
import { useState } from "react";
import "../../../lib/ui/tutorial-body.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { fetchMarkingQueue, markingKeys } from "./marking-api.ts";
import { MarkingCard } from "./marking-card.tsx";
import { MarkingQueueFilters } from "./marking-queue-filters.tsx";

/** What the marker is told once a mark is saved: the quiz's total so far. */
function markedNotice(result: MarkResult): string {
  return `Marked ${result.item.studentName}'s answer: ${result.totals.score} / ${result.totals.maxScore} for the quiz${
    result.totals.provisional ? " (other answers still wait)" : ""
  }.`;
}

/**
 * viewsubjectivesmanagement: the marking queue of short and subjective answers in the marker's
 * courses (`courses`, the authoring feature's list, handed in by the route), page by page.
 */
export function MarkingQueueScreen({ courses }: { courses: readonly { id: number; title: string }[] }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<MarkingStatus>("waiting");
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const filters = { status, ...(courseId ? { courseId } : {}) };
  const queue = useInfiniteQuery({
    queryKey: markingKeys.queue(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchMarkingQueue({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = queue.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>Marking</Title>
        <Text c="dimmed" size="sm">
          Short and subjective answers of your courses' quizzes. The keyword rules suggest a score; yours is final.
        </Text>
      </div>
      <MarkingQueueFilters
        status={status}
        onStatus={setStatus}
        courses={courses}
        courseId={courseId}
        onCourse={setCourseId}
      />
      {notice && <FormAlert kind="success">{notice}</FormAlert>}
      {queue.isPending ? (
        <ContentSkeleton lines={8} label="Loading the answers…" />
      ) : queue.isError ? (
        <LoadError message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <PageState
          icon={<IconChecklist size={32} />}
          heading={status === "waiting" ? "Nothing waits for marking" : "No marked answers yet"}
          description={
            status === "waiting"
              ? "Answers appear here when students submit quizzes that need a marker."
              : "Answers you mark appear here, so you can change a mark."
          }
        />
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <MarkingCard
              key={`${item.attemptId}-${item.questionKey}`}
              item={item}
              onMarked={(result) => {
                setNotice(markedNotice(result));
                void queryClient.invalidateQueries({ queryKey: markingKeys.all });
              }}
            />
          ))}
          {queue.hasNextPage && (
            <Button variant="default" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
              Show more
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
