import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { IconChevronLeft, IconChevronRight, IconFlag, IconFlagFilled } from "@tabler/icons-react";
import type { AnswerFeedback, AttemptResult, AttemptView } from "@tq/contract/quiz-attempts";
import type { ResponseValue } from "@tq/contract/quiz-questions";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { RenderedHtml } from "../../../lib/ui/rendered-html.tsx";
import { answersFrom, emptyResponse, isAnswered, keyFromHash, lastSeq, type PlayerAnswer } from "./player-answers.ts";
import { useTimeLeft, useTimeWarning } from "./player-clock.ts";
import { SaveQueue, type SaveState } from "./player-save-queue.ts";
import { clockText } from "../shared/result-format.ts";
import { saveAnswer, submitAttempt, takingKeys } from "./taking-api.ts";
import { PlayerLeaveGuard } from "./player-leave-guard.tsx";
import { PlayerMap } from "./player-map.tsx";
import { AnswerKeyView, PracticeFeedback, QuestionInput } from "./player-question.tsx";
import { PlayerSubmitDialog } from "./player-submit.tsx";
import { ResultView } from "./result-view.tsx";

const SAVE_TEXT: Record<SaveState["status"], string> = {
  saved: "Saved",
  saving: "Saving…",
  offline: "Offline — retrying",
  failed: "Not saved",
};

/** An attempt in progress: questions, navigation, autosave, the clock, flags, submit; then the result. */
export function AttemptPlayer({
  view,
  firstSection,
  back,
}: {
  view: AttemptView;
  firstSection: number | null;
  /** The way back to the quiz's intro, also shown above a result (its review can be long). */
  back?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const keys = useMemo(() => view.questions.map((q) => q.key), [view.questions]);
  const [answers, setAnswers] = useState(() => answersFrom(view.answers));
  // The question in the URL hash survives a reload (the answers come back from the server);
  // the player renders in the browser only (it waits for the session), so the hash is there.
  const [current, setCurrent] = useState(() => {
    const fromSection = view.questions.find((q) => q.sectionId === firstSection)?.key;
    return keyFromHash(window.location.hash, keys) ?? fromSection ?? keys[0] ?? 1;
  });
  const [save, setSave] = useState<SaveState>({ status: "saved", message: null });
  const [feedback, setFeedback] = useState(new Map<number, AnswerFeedback>());
  const [result, setResult] = useState<AttemptResult | null>(view.result);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const readOnly = view.readOnly || result !== null;

  const queue = useRef<SaveQueue | null>(null);
  useEffect(() => {
    const q = new SaveQueue({
      save: (key, body) => saveAnswer(view.id, key, body),
      onState: setSave,
      onSaved: (key, saved) => {
        const fb = saved.feedback;
        if (fb) setFeedback((m) => new Map(m).set(key, fb));
      },
      lastSeq: lastSeq(view.answers),
    });
    queue.current = q;
    return () => q.dispose();
  }, [view.id, view.answers]);

  useEffect(() => {
    if (!readOnly) window.history.replaceState(window.history.state, "", `#q=${current}`);
  }, [current, readOnly]);

  // The URL names its attempt (ADR 0044): a reload, the back button or a second tab reopens this
  // one, never a newer one (a preview is restarted by its page, so it names none).
  useEffect(() => {
    if (view.mode === "preview") return;
    const url = new URL(window.location.href);
    if (url.searchParams.get("attempt") === String(view.id)) return;
    url.searchParams.set("attempt", String(view.id));
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, [view.id, view.mode]);

  const hasUnsaved = useCallback(() => queue.current?.hasUnsaved ?? false, []);
  const trySaving = useCallback(() => queue.current?.trySaving() ?? Promise.resolve(), []);

  // Leaving with saves still waiting would lose them: the browser asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (queue.current?.hasUnsaved) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const submit = useCallback(async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await queue.current?.flush();
      const r = await submitAttempt(view.id);
      setResult(r);
      setConfirming(false);
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      void queryClient.invalidateQueries({ queryKey: takingKeys.all });
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, [view.id, queryClient]);

  const timeLeft = useTimeLeft(result || view.readOnly ? null : view.secondsLeft, () => void submit());

  const timeWarning = useTimeWarning(timeLeft);
  // After Next, Previous or the map, focus moves to the new question's heading and a polite
  // live region names it (issue #17): a screen reader hears where it is, a keyboard goes on from there.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [whereAnnounced, setWhereAnnounced] = useState("");
  const goTo = (key: number) => {
    moved.current = true;
    setCurrent(key);
    setWhereAnnounced(`Question ${keys.indexOf(key) + 1} of ${keys.length}`);
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [current]);
  const question = view.questions.find((q) => q.key === current) ?? view.questions[0];
  if (!question) return <Alert color="gray">This quiz has no questions.</Alert>;
  const index = keys.indexOf(question.key);
  const answer: PlayerAnswer = answers.get(question.key) ?? { response: null, flagged: false };

  const change = (response: ResponseValue, flagged: boolean) => {
    setAnswers((m) => new Map(m).set(question.key, { response, flagged }));
    queue.current?.change(question.key, response, flagged);
  };
  const shownFeedback = feedback.get(question.key);
  const unanswered = keys.filter((k) => !isAnswered(answers.get(k)?.response ?? null));
  const flagged = keys.filter((k) => answers.get(k)?.flagged);

  if (result)
    return (
      <Stack gap="md">
        <div>
          <Title order={1}>{view.quizTitle}</Title>
          {back}
        </div>
        <ResultView result={result} questions={view.questions} practice={view.mode === "practice"} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <PlayerLeaveGuard hasUnsaved={hasUnsaved} trySaving={trySaving} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {view.quizTitle}
          </Title>
          <Group gap="xs">
            {view.mode !== "exam" && <Badge color={view.mode === "preview" ? "grape" : "cyan"}>{view.mode}</Badge>}
            <Text
              size="sm"
              c={save.status === "failed" ? "red" : save.status === "offline" ? "orange" : "dimmed"}
              role="status"
              data-testid="save-status"
            >
              {SAVE_TEXT[save.status]}
            </Text>
          </Group>
        </div>
        {timeLeft !== null && (
          <Badge
            size="xl"
            variant="light"
            color={timeLeft < 60 ? "red" : "blue"}
            aria-label={`Time left ${clockText(timeLeft)}`}
          >
            {clockText(timeLeft)}
          </Badge>
        )}
      </Group>
      <VisuallyHidden role="status" aria-live="polite" data-testid="player-announcer">
        {whereAnnounced}
      </VisuallyHidden>
      <VisuallyHidden role="timer" aria-live="polite" data-testid="timer-announcer">
        {timeWarning}
      </VisuallyHidden>
      {save.status === "failed" && save.message && <Alert color="red">{save.message}</Alert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Card withBorder padding="md" data-testid="player-question" data-question-type={question.type}>
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Title order={2} size="h4" ref={heading} tabIndex={-1} data-testid="question-heading">
                    Question {index + 1} of {keys.length}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {question.sectionTitle} · {question.marks} {question.marks === 1 ? "mark" : "marks"}
                  </Text>
                </div>
                {!readOnly && (
                  <Button
                    size="compact-sm"
                    variant={answer.flagged ? "filled" : "subtle"}
                    color="orange"
                    leftSection={answer.flagged ? <IconFlagFilled size={14} /> : <IconFlag size={14} />}
                    aria-pressed={answer.flagged}
                    onClick={() => change(answer.response ?? emptyResponse(question.type), !answer.flagged)}
                  >
                    {answer.flagged ? "Flagged" : "Flag"}
                  </Button>
                )}
              </Group>
              <RenderedHtml html={question.stemHtml} />
              <QuestionInput
                question={question}
                response={answer.response}
                readOnly={readOnly}
                onChange={(r) => change(r, answer.flagged)}
              />
              {shownFeedback && <PracticeFeedback feedback={shownFeedback} />}
              {view.mode === "preview" && <AnswerKeyView question={question} />}
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconChevronLeft size={16} />}
                  disabled={index <= 0}
                  onClick={() => goTo(keys[index - 1] ?? current)}
                >
                  Previous
                </Button>
                {index < keys.length - 1 ? (
                  <Button
                    rightSection={<IconChevronRight size={16} />}
                    onClick={() => goTo(keys[index + 1] ?? current)}
                  >
                    Next
                  </Button>
                ) : (
                  !readOnly && <Button onClick={() => setConfirming(true)}>Finish</Button>
                )}
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Card withBorder padding="sm">
            <PlayerMap questions={view.questions} answers={answers} current={question.key} onGo={goTo} />
            {!readOnly && (
              <Button fullWidth mt="sm" variant="light" onClick={() => setConfirming(true)}>
                Submit…
              </Button>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <PlayerSubmitDialog
        opened={confirming}
        unanswered={unanswered}
        flagged={flagged}
        busy={submitting}
        error={submitError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
      {submitError && !confirming && <Alert color="red">{submitError}</Alert>}
    </Stack>
  );
}
