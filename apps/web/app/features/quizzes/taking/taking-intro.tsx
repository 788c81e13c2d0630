import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import type { MyAttempts } from "@tq/contract/quiz-attempts";
import type { QuizIntro } from "@tq/contract/quiz-catalog";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { introQuery, myAttemptsQuery } from "./taking-api.ts";
import { placeOfIntro, playerHref, withAttempt } from "./taking-links.ts";
import { formatWhen, percentText } from "../shared/result-format.ts";
import { TakingStart } from "./taking-start.tsx";

/** Roles that staff courses: the server still checks the course (403 for another course's). */
const STAFF = new Set<string>(["teacher", "teachingassistant", "worlddirector"]);

/** Whether the quiz can be started now, and if not, why. */
function availability(intro: QuizIntro, now = Date.now()): { open: boolean; text: string } {
  const from = intro.availableFrom ? Date.parse(intro.availableFrom) : null;
  const until = intro.availableUntil ? Date.parse(intro.availableUntil) : null;
  if (from !== null && now < from) return { open: false, text: `Opens ${formatWhen(intro.availableFrom)}` };
  if (until !== null && now > until) return { open: false, text: `Closed ${formatWhen(intro.availableUntil)}` };
  if (until !== null) return { open: true, text: `Open until ${formatWhen(intro.availableUntil)}` };
  return { open: true, text: "Open now" };
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function PastAttempts({ mine, reviewHref }: { mine: MyAttempts; reviewHref: (attemptId: number) => string }) {
  const done = mine.attempts.filter((a) => a.status === "submitted");
  if (done.length === 0) return null;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Your attempts
      </Title>
      <List spacing={4}>
        {done.map((a) => (
          <List.Item key={a.id}>
            <Anchor component={Link} to={reviewHref(a.id)}>
              {a.mode === "practice" ? "Practice" : "Exam"} · {formatWhen(a.submittedAt)}
            </Anchor>{" "}
            <Text span size="sm" c="dimmed">
              {a.released ? percentText(a.percent) : "waiting for marking"}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/**
 * The intro of a quiz (chapterquizdisplay/…, subjectquizview?quiz=; and the player's URL while
 * nothing is started): what it is, the attempts left, and the ways in.
 */
export function TakingIntro({ quizId }: { quizId: number }) {
  const session = useSession();
  const intro = useQuery(introQuery(quizId));
  const isStudent = session.user?.role === "student";
  const mine = useQuery({ ...myAttemptsQuery(quizId), enabled: session.ready && isStudent });

  if (intro.isPending) return <ContentSkeleton lines={8} label="Loading the quiz…" />;
  if (intro.isError) {
    if (intro.error instanceof ApiError && (intro.error.status === 404 || intro.error.status === 400))
      return <PageState icon={<IconFileUnknown size={32} />} heading="That quiz is not available" />;
    return <LoadError message={errorMessage(intro.error)} onRetry={() => void intro.refetch()} />;
  }
  const quiz = intro.data;
  const place = placeOfIntro(quiz);
  const open = availability(quiz);
  const m = mine.data;
  const reviewHref = (attemptId: number) => withAttempt(playerHref(place, "review"), attemptId);

  return (
    <Stack gap="md" maw={820}>
      <div>
        <Text size="sm" c="dimmed">
          {quiz.course.title} · {quiz.subject.title}
          {quiz.chapter ? ` · Chapter ${quiz.chapter.number}: ${quiz.chapter.title}` : ""}
        </Text>
        <Title order={1}>{quiz.title}</Title>
      </div>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label="Questions" value={String(quiz.questionCount)} />
          <Fact
            label="Time limit"
            value={quiz.timeLimitMinutes === null ? "Untimed" : `${quiz.timeLimitMinutes} min`}
          />
          <Fact label="Pass mark" value={`${quiz.passPercent}%`} />
          <Fact
            label="Attempts left"
            testId="attempts-left"
            value={
              m
                ? m.attemptsLeft === null
                  ? "Unlimited"
                  : `${m.attemptsLeft} of ${m.attemptsAllowed}`
                : quiz.attemptsAllowed === null
                  ? "Unlimited"
                  : String(quiz.attemptsAllowed)
            }
          />
        </SimpleGrid>
        <Group gap="xs" mt="sm" wrap="wrap">
          <Badge color={open.open ? "teal" : "gray"}>{open.text}</Badge>
          {m?.best && <Badge color="blue">Best score {percentText(m.best.percent)}</Badge>}
          {quiz.releasePolicy === "after_marking" && (
            <Badge color="gray" variant="light">
              Scores appear after marking
            </Badge>
          )}
        </Group>
      </Card>
      {quiz.instructionsHtml.trim() !== "" && (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Instructions
          </Title>
          <RenderedHtml html={quiz.instructionsHtml} />
        </Card>
      )}
      {!session.ready ? null : !session.loggedIn ? (
        <Alert color="blue" title="Log in to take this quiz">
          <Anchor component={Link} to={hrefTo("login", { checkedtype: "one" })}>
            Log in
          </Anchor>{" "}
          with your student account to start.
        </Alert>
      ) : !isStudent ? (
        <Group gap="sm" wrap="wrap">
          {STAFF.has(session.user?.role ?? "") && (
            <Button component={Link} to={playerHref(place, "preview")} variant="light" color="grape">
              Preview with the answers
            </Button>
          )}
          <Text size="sm" c="dimmed">
            Only students take quizzes; the course&apos;s staff may preview them.
          </Text>
        </Group>
      ) : mine.isError ? (
        <LoadError message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : (
        <TakingStart place={place} mine={m} open={open.open} />
      )}
      {m && <PastAttempts mine={m} reviewHref={reviewHref} />}
    </Stack>
  );
}
