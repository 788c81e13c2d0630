import { Group, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconMessageCheck } from "@tabler/icons-react";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { mySubjectivesQuery } from "./my-subjectives-api.ts";
import { TakingSignIn } from "../shared/taking-sign-in.tsx";
import { SubjectiveAnswerCard, type MySubjective } from "./subjective-answer-card.tsx";

/** Distinct values of a list, in first-seen order, as Select options. */
function optionsOf(items: readonly MySubjective[], pick: (i: MySubjective) => [string, string]) {
  const seen = new Map<string, string>();
  for (const item of items) {
    const [value, label] = pick(item);
    if (!seen.has(value)) seen.set(value, label);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}

/**
 * viewsubjectsubjectives: the student's short and subjective answers a teacher has marked, with
 * the mark and comment, once the result is released; filtered by course and quiz (in the browser:
 * the list is one student's).
 */
export function MySubjectivesScreen() {
  const session = useSession();
  const list = useQuery({ ...mySubjectivesQuery(), enabled: session.ready && session.loggedIn });
  const [course, setCourse] = useState<string | null>(null);
  const [quiz, setQuiz] = useState<string | null>(null);

  if (!session.ready) return <ContentSkeleton lines={6} label="Loading your marked answers…" />;
  if (!session.loggedIn)
    return (
      <TakingSignIn
        heading="Log in to see your marked answers"
        description="Your teachers' feedback is kept with your account."
      />
    );
  if (list.isPending) return <ContentSkeleton lines={6} label="Loading your marked answers…" />;
  if (list.isError) {
    // Staff have no marked answers of their own (403): they mark in viewsubjectivesmanagement.
    if (list.error instanceof ApiError && list.error.status === 403)
      return (
        <PageState
          icon={<IconMessageCheck size={32} />}
          heading="Marked answers are a student's"
          description={errorMessage(list.error)}
        />
      );
    return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }

  const items = list.data.items;
  const inCourse = items.filter((i) => course === null || i.courseTitle === course);
  const shown = inCourse.filter((i) => quiz === null || String(i.quizId) === quiz);
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>My marked answers</Title>
        <Text c="dimmed" size="sm">
          Your short and written answers with your teachers' marks and comments. An answer appears here once it is
          marked and the quiz's results are released.
        </Text>
      </div>
      {items.length === 0 ? (
        <PageState
          icon={<IconMessageCheck size={32} />}
          heading="No marked answers yet"
          description="When a teacher marks a written answer of yours and releases the result, it appears here with their comment."
        />
      ) : (
        <>
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label="Course"
              placeholder="All courses"
              clearable
              w={{ base: "100%", xs: 260 }}
              data={optionsOf(items, (i) => [i.courseTitle, i.courseTitle])}
              value={course}
              onChange={(v) => {
                setCourse(v);
                setQuiz(null);
              }}
            />
            <Select
              label="Quiz"
              placeholder="All quizzes"
              clearable
              w={{ base: "100%", xs: 260 }}
              data={optionsOf(inCourse, (i) => [String(i.quizId), i.quizTitle])}
              value={quiz}
              onChange={setQuiz}
            />
          </Group>
          <Text size="sm" c="dimmed" role="status">
            {shown.length} of {items.length} answer{items.length === 1 ? "" : "s"}
          </Text>
          <Stack gap="md">
            {shown.map((item) => (
              <SubjectiveAnswerCard key={`${item.attemptId}-${item.questionKey}`} item={item} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
