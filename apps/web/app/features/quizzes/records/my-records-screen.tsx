import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconListCheck } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import type { QuizKind } from "@tq/contract/quizzes";
import { RESULT_STATES, type ResultState } from "@tq/contract/quiz-records";
import { useState } from "react";
import { Link } from "react-router";
import "@mantine/core/styles/SegmentedControl.css";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { myRecordsQuery } from "./records-api.ts";
import { choicesOf, filterRecords, NO_FILTERS, STATE_LABELS, type MyRecordFilters } from "./records-view.ts";
import { TakingSignIn } from "../shared/taking-sign-in.tsx";
import { MyRecordsTable } from "./my-records-table.tsx";
import { QuizSummaryTable } from "./quiz-summary-table.tsx";

const TEXT = {
  chapter: {
    title: "Chapter quiz results",
    intro: "Every attempt at your chapter quizzes. Scores appear once your teachers release them.",
    empty: "No chapter-quiz attempts yet",
  },
  subject: {
    title: "Subject quiz records",
    intro: "Your subject quizzes: the best released result, the attempts, and every attempt below.",
    empty: "No subject-quiz attempts yet",
  },
} as const;

/** chapterquizresults and subjectrecordview: the signed-in student's attempts, filtered and sorted. */
export function MyRecordsScreen({ kind }: { kind: QuizKind }) {
  const session = useSession();
  const list = useQuery({ ...myRecordsQuery(kind), enabled: session.ready && session.loggedIn });
  const [filters, setFilters] = useState<MyRecordFilters>(NO_FILTERS);
  const text = TEXT[kind];

  if (!session.ready) return <ContentSkeleton lines={6} label="Loading your results…" />;
  if (!session.loggedIn)
    return (
      <TakingSignIn heading="Log in to see your results" description="Your quiz results belong to your account." />
    );
  if (list.isPending) return <ContentSkeleton lines={6} label="Loading your results…" />;
  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 403)
      return (
        <PageState
          icon={<IconListCheck size={32} />}
          heading="Quiz results are for students"
          description="Staff find their courses' records under Quiz records."
        />
      );
    return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }
  const all = list.data.records;
  if (all.length === 0)
    return (
      <PageState icon={<IconListCheck size={32} />} heading={text.empty} description="Take a quiz and it shows here.">
        <Button component={Link} to={hrefTo("quizzes")}>
          Find a quiz
        </Button>
      </PageState>
    );
  const choices = choicesOf(all, filters.courseId);
  const shown = filterRecords(all, filters);
  const set = (patch: Partial<MyRecordFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{text.title}</Title>
        <Text c="dimmed" size="sm">
          {text.intro}
        </Text>
      </div>
      {kind === "subject" && <QuizSummaryTable records={all} />}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Course"
          placeholder="All courses"
          clearable
          w={{ base: "100%", xs: 220 }}
          data={choices.courses}
          value={filters.courseId === null ? null : String(filters.courseId)}
          onChange={(v) => set({ courseId: v ? Number(v) : null, subjectId: null })}
        />
        <Select
          label="Subject"
          placeholder="All subjects"
          clearable
          w={{ base: "100%", xs: 220 }}
          data={choices.subjects}
          value={filters.subjectId === null ? null : String(filters.subjectId)}
          onChange={(v) => set({ subjectId: v ? Number(v) : null })}
        />
        <Select
          label="Result"
          placeholder="Any result"
          clearable
          w={{ base: "100%", xs: 200 }}
          data={RESULT_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))}
          value={filters.state}
          onChange={(v) => set({ state: (v as ResultState | null) ?? null })}
        />
        <SegmentedControl
          aria-label="Order"
          value={filters.order}
          onChange={(v) => set({ order: v === "oldest" ? "oldest" : "newest" })}
          data={[
            { value: "newest", label: "Newest first" },
            { value: "oldest", label: "Oldest first" },
          ]}
        />
      </Group>
      {shown.length === 0 ? (
        <PageState
          icon={<IconListCheck size={32} />}
          heading="No attempts match"
          description="Clear a filter to see more."
        >
          <Button variant="default" onClick={() => setFilters(NO_FILTERS)}>
            Clear the filters
          </Button>
        </PageState>
      ) : (
        <MyRecordsTable records={shown} />
      )}
    </Stack>
  );
}
