import { Alert, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconEye, IconFileUnknown } from "@tabler/icons-react";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { quizQuery } from "../authoring/api.ts";
import { workspaceHref } from "../authoring/preview-links.ts";
import { PlayerScreen } from "./player-screen.tsx";
import { QuizLoadProblem } from "../shared/quiz-load-problem.tsx";

/**
 * adminquizview/…: the quiz as a student would take it, in the player's preview mode (answers
 * and explanations shown, drafts included, nothing counted). The server lets the course's staff
 * alone start a preview; the authoring read first gives others a clear page.
 */
export function StaffPreviewScreen({ quizId, firstSection }: { quizId: number | null; firstSection: number | null }) {
  const quiz = useQuery({ ...quizQuery(quizId ?? 0), enabled: quizId !== null });
  if (quizId === null) return <PageState icon={<IconFileUnknown size={32} />} heading="That quiz does not exist" />;
  if (quiz.isPending) return <ContentSkeleton lines={8} label="Opening the preview…" />;
  if (quiz.isError) return <QuizLoadProblem error={quiz.error} what="quiz" onRetry={() => void quiz.refetch()} />;
  const back = workspaceHref(quiz.data);
  return (
    <Stack gap="sm">
      <Alert color="grape" variant="light" icon={<IconEye size={18} />} title="Preview">
        This is how students see {quiz.data.status === "draft" ? "this draft" : "this quiz"}, with the answers and
        explanations shown. Nothing is counted.
      </Alert>
      <PlayerScreen
        quizId={quizId}
        access="preview"
        attemptId={null}
        firstSection={firstSection}
        introHref={() => back}
        backLabel="Back to the quiz editor"
      />
    </Stack>
  );
}
