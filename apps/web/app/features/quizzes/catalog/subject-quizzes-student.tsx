import { Anchor, Breadcrumbs, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown, IconListCheck } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import "@mantine/core/styles/Breadcrumbs.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { availableQuery } from "../taking/taking-api.ts";
import { SubjectQuizzes } from "./available-list.tsx";
import { TakingSignIn } from "../shared/taking-sign-in.tsx";

/**
 * subjectquizzesstudent/{subjectId}/{subjectName}: one subject's quizzes (its chapters' and its
 * own) with attempts left, the best score and Start / Resume; the list of `quizzes`, one subject.
 */
export function SubjectQuizzesStudent({ subjectId, subjectName }: { subjectId: number | null; subjectName: string }) {
  const session = useSession();
  const list = useQuery({
    ...availableQuery(subjectId ?? 0),
    enabled: subjectId !== null && session.ready && session.loggedIn,
  });

  if (subjectId === null)
    return <PageState icon={<IconFileUnknown size={32} />} heading="That subject does not exist" />;
  if (!session.ready) return <ContentSkeleton lines={6} label="Loading the quizzes…" />;
  if (!session.loggedIn)
    return (
      <TakingSignIn
        heading={`Log in to take the quizzes of ${subjectName}`}
        description="Quizzes are taken with your account."
      />
    );
  if (list.isPending) return <ContentSkeleton lines={6} label="Loading the quizzes…" />;
  if (list.isError) return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;

  const course = list.data.courses[0];
  const subject = course?.subjects.find((s) => s.id === subjectId);
  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs separator="›" style={{ flexWrap: "wrap" }}>
        <Anchor component={Link} to={hrefTo("quizzes")} size="sm">
          Quizzes
        </Anchor>
        <Text size="sm">{subject?.title ?? subjectName}</Text>
      </Breadcrumbs>
      <div>
        <Title order={1}>Quizzes of {subject?.title ?? subjectName}</Title>
        {course && (
          <Text c="dimmed" size="sm">
            {course.title}
          </Text>
        )}
      </div>
      {course && subject ? (
        <SubjectQuizzes course={course} subject={subject} actions />
      ) : (
        <PageState
          icon={<IconListCheck size={32} />}
          heading="No quizzes to take here yet"
          description={
            session.user?.role === "student"
              ? "This subject's quizzes appear here once they are published."
              : "Only students take quizzes; staff preview them from the quiz editor."
          }
        >
          <Anchor component={Link} to={hrefTo("quizzes")}>
            All my quizzes
          </Anchor>
        </PageState>
      )}
    </Stack>
  );
}
