import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkingStatus } from "@tq/contract/quiz-marking";
import { IconChecklist } from "@tabler/icons-react";
import { useState } from "react";
import "@mantine/core/styles/SegmentedControl.css";
import "../lib/ui/tutorial-body.css";
import { authoringCoursesQuery } from "../features/authoring/api.ts";
import { MarkingCard } from "../features/quizzes/marking/marking-card.tsx";
import { fetchMarkingQueue, markingKeys } from "../features/quizzes/marking/marking-api.ts";
import { errorMessage } from "../lib/api-error.ts";
import { documentTitle } from "../lib/meta.ts";
import { ContentSkeleton } from "../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../lib/ui/form-alert.tsx";
import { LoadError } from "../lib/ui/load-error.tsx";
import { PageState } from "../lib/ui/page-state.tsx";
import type { Route } from "./+types/view-subjectives-management";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Marking") }];
}

/**
 * viewsubjectivesmanagement [G] (staff): the marking queue of short and subjective answers in
 * the marker's courses: the answer with the rules it matched, the suggestion, the final mark.
 */
export default function ViewSubjectivesManagement() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<MarkingStatus>("waiting");
  const [courseId, setCourseId] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const courses = useQuery(authoringCoursesQuery());
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
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Which answers"
          value={status}
          onChange={(v) => setStatus(v as MarkingStatus)}
          data={[
            { value: "waiting", label: "Waiting" },
            { value: "marked", label: "Marked" },
          ]}
        />
        <Select
          label="Course"
          placeholder="All my courses"
          clearable
          w={{ base: "100%", xs: 300 }}
          data={(courses.data?.courses ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={courseId ? String(courseId) : null}
          onChange={(v) => setCourseId(v ? Number(v) : undefined)}
        />
      </Group>
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
                setNotice(
                  `Marked ${result.item.studentName}'s answer: ${result.totals.score} / ${result.totals.maxScore} for the quiz${
                    result.totals.provisional ? " (other answers still wait)" : ""
                  }.`,
                );
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
