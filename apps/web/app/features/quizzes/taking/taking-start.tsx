import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyAttempts, TakingMode } from "@tq/contract/quiz-attempts";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { startAttempt, takingKeys } from "./taking-api.ts";
import { playerHref, withAttempt, type QuizPlace } from "./taking-links.ts";

/** What starting costs, said beside the button. */
function attemptsNote(mine: MyAttempts, resuming: boolean): string {
  if (resuming) return "Your exam is in progress: resume it where you left off.";
  if (mine.attemptsLeft === 0) return "You have used all your attempts.";
  if (mine.attemptsLeft === null) return "Practice is not counted.";
  const left = `${mine.attemptsLeft} attempt${mine.attemptsLeft === 1 ? "" : "s"} left`;
  return `Starting uses one of your ${left}. Practice is not counted.`;
}

/**
 * The intro's ways in (ADR 0044): Resume the exam in progress, or the explicit Start attempt and
 * Practice, the only buttons that start an attempt (the player's URL only reopens). The server
 * keeps the attempts-left rule; a refusal is shown here and the counts are read again.
 */
export function TakingStart({ place, mine, open }: { place: QuizPlace; mine: MyAttempts | undefined; open: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (mode: TakingMode) => startAttempt(place.quizId, mode),
    onSuccess: (view) => navigate(withAttempt(playerHref(place, view.mode), view.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: takingKeys.all }),
  });
  const resumeExam = mine?.inProgress.find((a) => a.mode === "exam");
  const practising = mine?.inProgress.some((a) => a.mode === "practice") ?? false;
  const noAttemptsLeft = mine?.attemptsLeft === 0 && !resumeExam;
  const busy = (mode: TakingMode) => start.isPending && start.variables === mode;

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {resumeExam ? (
          <Button component={Link} to={withAttempt(playerHref(place, "exam"), resumeExam.id)}>
            Resume
          </Button>
        ) : (
          <Button
            onClick={() => start.mutate("exam")}
            loading={busy("exam")}
            disabled={!open || noAttemptsLeft || mine === undefined || start.isPending}
          >
            Start attempt
          </Button>
        )}
        <Button
          variant="light"
          onClick={() => start.mutate("practice")}
          loading={busy("practice")}
          disabled={!open || start.isPending}
        >
          {practising ? "Resume practice" : "Practice"}
        </Button>
      </Group>
      {mine && (
        <Text size="sm" c="dimmed">
          {attemptsNote(mine, resumeExam !== undefined)}
        </Text>
      )}
      {start.isError && (
        <Alert color="red" title="The attempt was not started">
          {errorMessage(start.error)}
        </Alert>
      )}
    </Stack>
  );
}
