import { Anchor, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconFileUnknown } from "@tabler/icons-react";
import type { AttemptView } from "@tq/contract/quiz-attempts";
import { Link } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { fetchAttempt, fetchLatestAttempt, fetchMyAttempts, startAttempt } from "./taking-api.ts";
import type { AccessType } from "./taking-links.ts";
import { AttemptPlayer } from "./attempt-player.tsx";
import { TakingIntro } from "./taking-intro.tsx";
import { TakingSignIn } from "../shared/taking-sign-in.tsx";

const ACCESS: readonly AccessType[] = ["exam", "practice", "preview", "review"];

export function accessOf(raw: string | null | undefined): AccessType | null {
  return ACCESS.find((a) => a === raw) ?? null;
}

/** Review: the attempt named (from the intro's list), else the caller's last submitted one; null when none. */
async function reviewAttempt(
  quizId: number,
  attemptId: number | null,
  signal: AbortSignal,
): Promise<AttemptView | null> {
  if (attemptId !== null) return fetchAttempt(attemptId, signal);
  const mine = await fetchMyAttempts(quizId, signal);
  const last = mine.attempts.filter((a) => a.status === "submitted").sort((a, b) => b.id - a.id)[0];
  return last ? fetchAttempt(last.id, signal) : null;
}

/**
 * What the player's URL opens (ADR 0044). Exam and practice only ever reopen: the attempt the URL
 * names, else the one in progress, else the latest result; null (nothing started) shows the
 * intro. Only the intro's "Start attempt" starts one. The staff preview, counted nowhere and
 * without an intro of its own, starts (or resumes) when its page opens.
 */
async function openAttempt(
  quizId: number,
  access: AccessType,
  attemptId: number | null,
  signal: AbortSignal,
): Promise<AttemptView | null> {
  if (access === "review") return reviewAttempt(quizId, attemptId, signal);
  if (access === "preview") return startAttempt(quizId, "preview");
  if (attemptId !== null) {
    const named = await fetchAttempt(attemptId, signal);
    // Another quiz's attempt under this quiz's URL: reopen this quiz's own instead.
    if (named.quizId === quizId) return named;
  }
  return fetchLatestAttempt(quizId, access, signal);
}

interface Props {
  quizId: number;
  access: AccessType;
  /** Review a given attempt (?attempt=). */
  attemptId: number | null;
  /** The section to open on (0 or unknown: where the student left off). */
  firstSection: number | null;
  /** The quiz's intro page, from its title. */
  introHref: (quizTitle: string) => string;
  /** The way back's words ("Back to the quiz editor" in the staff preview). */
  backLabel?: string;
}

/** The player's route body (chapterquizview/…, subjectquizview?quiz=&mode=): reopens or reviews, then plays. */
export function PlayerScreen({
  quizId,
  access,
  attemptId,
  firstSection,
  introHref,
  backLabel = "Back to the quiz",
}: Props) {
  const session = useSession();
  const attempt = useQuery({
    // Not under takingKeys.all: refreshing the lists after a submit must not start a new attempt.
    queryKey: ["quizzes", "player", quizId, access, attemptId] as const,
    queryFn: ({ signal }) => openAttempt(quizId, access, attemptId, signal),
    enabled: session.ready && session.loggedIn,
    // Read once per visit: a refetch would reset the player under the student's hands (and the
    // preview's is a POST); a visit after leaving reads afresh (gcTime 0).
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (!session.ready) return <ContentSkeleton lines={8} label="Opening the quiz…" />;
  if (!session.loggedIn)
    return <TakingSignIn heading="Log in to take this quiz" description="Your answers are saved to your account." />;
  if (attempt.isPending) return <ContentSkeleton lines={8} label="Opening the quiz…" />;
  const back = (title: string) => (
    <Anchor component={Link} to={introHref(title)}>
      {backLabel}
    </Anchor>
  );
  if (attempt.isError) {
    const e = attempt.error;
    if (e instanceof ApiError && [403, 404, 409].includes(e.status))
      return (
        <PageState
          icon={<IconFileUnknown size={32} />}
          heading={e.status === 404 ? "That quiz is not available" : "This quiz cannot be opened now"}
          description={errorMessage(e)}
        >
          {back("quiz")}
        </PageState>
      );
    return <LoadError message={errorMessage(e)} onRetry={() => void attempt.refetch()} />;
  }
  // Nothing started yet: the intro and its Start button, never a silent start.
  if (attempt.data === null && access !== "review") return <TakingIntro quizId={quizId} />;
  if (attempt.data === null)
    return (
      <PageState
        icon={<IconFileUnknown size={32} />}
        heading="Nothing to review yet"
        description="You have not submitted this quiz."
      >
        {back("quiz")}
      </PageState>
    );
  const view = attempt.data;
  return (
    <Stack gap="sm">
      <AttemptPlayer key={view.id} view={view} firstSection={firstSection} back={back(view.quizTitle)} />
      {back(view.quizTitle)}
    </Stack>
  );
}
