import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconListCheck } from "@tabler/icons-react";
import type { AvailableQuiz, AvailableQuizzes } from "@tq/contract/quiz-catalog";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { introHref, playerHref, type QuizPlace } from "../taking/taking-links.ts";
import { availableQuery } from "../taking/taking-api.ts";
import { TakingSignIn } from "../shared/taking-sign-in.tsx";

export type AvailableCourse = AvailableQuizzes["courses"][number];
type Course = AvailableCourse;
type Subject = Course["subjects"][number];

/** Not started, in progress, or the best released score, with the attempts left. */
function QuizStatus({ quiz }: { quiz: AvailableQuiz }) {
  const status = quiz.inProgress ? (
    <Badge color="yellow">In progress</Badge>
  ) : quiz.bestPercent !== null ? (
    <Badge color="teal">Best {Math.round(quiz.bestPercent)}%</Badge>
  ) : quiz.attemptsUsed > 0 ? (
    <Badge color="gray">Awaiting marking</Badge>
  ) : (
    <Badge color="gray" variant="light">
      Not started
    </Badge>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {status}
      {quiz.timeLimitMinutes !== null && (
        <Text size="xs" c="dimmed">
          {quiz.timeLimitMinutes} min
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {quiz.attemptsLeft === null ? "Unlimited attempts" : `${quiz.attemptsLeft} of ${quiz.attemptsAllowed} left`}
      </Text>
    </Group>
  );
}

/**
 * Resume the exam in progress (the player reopens it), or Start while attempts are left: the
 * intro, whose "Start attempt" alone starts one (ADR 0044), with the attempts left beside it.
 */
function QuizAction({ quiz, place }: { quiz: AvailableQuiz; place: QuizPlace }) {
  if (!quiz.inProgress && quiz.attemptsLeft === 0) return null;
  return (
    <Button
      component={Link}
      to={quiz.inProgress ? playerHref(place, "exam") : introHref(place)}
      size="compact-sm"
      variant={quiz.inProgress ? "filled" : "light"}
    >
      {quiz.inProgress ? "Resume" : "Start"}
    </Button>
  );
}

function QuizRow({ quiz, place, actions }: { quiz: AvailableQuiz; place: QuizPlace; actions: boolean }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" py={4} data-testid="quiz-row">
      <Anchor component={Link} to={introHref(place)} fw={500}>
        {quiz.title}
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <QuizStatus quiz={quiz} />
        {actions && <QuizAction quiz={quiz} place={place} />}
      </Group>
    </Group>
  );
}

/** One subject's chapter quizzes and subject quizzes; `actions`: with Start / Resume beside each. */
export function SubjectQuizzes({
  course,
  subject,
  actions = false,
}: {
  course: Course;
  subject: Subject;
  actions?: boolean;
}) {
  const place = (quiz: AvailableQuiz, chapter: Subject["chapters"][number] | null): QuizPlace => ({
    quizId: quiz.id,
    quizTitle: quiz.title,
    kind: quiz.kind,
    courseId: course.id,
    courseTitle: course.title,
    courseLogoUrl: null,
    subjectId: subject.id,
    subjectTitle: subject.title,
    chapterId: chapter?.id ?? null,
    chapterTitle: chapter?.title ?? null,
    firstTutorial: chapter?.firstTutorial ?? null,
  });
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="xs">
        {subject.title}
      </Title>
      <Stack gap="sm">
        {subject.chapters.map((chapter) => (
          <div key={chapter.id}>
            <Text size="sm" c="dimmed" fw={600}>
              Chapter {chapter.number}: {chapter.title}
            </Text>
            {chapter.quizzes.map((q) => (
              <QuizRow key={q.id} quiz={q} place={place(q, chapter)} actions={actions} />
            ))}
          </div>
        ))}
        {subject.quizzes.length > 0 && (
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              Subject quizzes
            </Text>
            {subject.quizzes.map((q) => (
              <QuizRow key={q.id} quiz={q} place={place(q, null)} actions={actions} />
            ))}
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** quizzes: the signed-in student's quizzes by course, subject and chapter. */
export function AvailableList() {
  const session = useSession();
  const list = useQuery({ ...availableQuery(), enabled: session.ready && session.loggedIn });

  if (!session.ready) return <ContentSkeleton lines={6} label="Loading your quizzes…" />;
  if (!session.loggedIn)
    return <TakingSignIn heading="Log in to see your quizzes" description="Quizzes are taken with your account." />;
  if (list.isPending) return <ContentSkeleton lines={6} label="Loading your quizzes…" />;
  if (list.isError) return <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={1}>Quizzes</Title>
      {list.data.courses.length === 0 ? (
        <PageState
          icon={<IconListCheck size={32} />}
          heading="No quizzes to take yet"
          description={
            session.user?.role === "student"
              ? "Quizzes appear here once a course you can take publishes them."
              : "Only students take quizzes; staff preview them from the quiz editor."
          }
        />
      ) : (
        list.data.courses.map((course) => (
          <Stack key={course.id} gap="sm">
            <Title order={2} size="h3">
              {course.title}
            </Title>
            {course.subjects.map((subject) => (
              <SubjectQuizzes key={subject.id} course={course} subject={subject} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
