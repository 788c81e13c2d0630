import type { GuardianLink, PendingInvitation, WardOverview } from "@tq/contract/guardians";
import { isProvisional, type ResultFacts } from "../quizzes/records/result-state.ts";
import type { InvitationRow } from "./repo.ts";

interface LinkWithPerson {
  linkId: number;
  since: Date;
  person: { id: number; firstname: string; lastname: string; email: string };
}

export function presentLink(l: LinkWithPerson): GuardianLink {
  return { linkId: l.linkId, since: l.since.toISOString(), person: l.person };
}

export function presentInvitation(i: InvitationRow, now: number): PendingInvitation {
  return {
    id: i.id,
    email: i.email,
    sentAt: i.sentAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    expired: i.expiresAt.getTime() <= now,
  };
}

/** A ward's released result, flagged provisional by the same rule as the ward's own records. */
export function presentResult(
  r: {
    attemptId: number;
    quizTitle: string;
    mode: string;
    submittedAt: Date | null;
    percent: number | null;
    passed: boolean | null;
  } & ResultFacts,
): WardOverview["results"][number] {
  return {
    attemptId: r.attemptId,
    quizTitle: r.quizTitle,
    mode: r.mode === "practice" ? "practice" : "exam",
    submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
    percent: r.percent,
    passed: r.passed,
    provisional: isProvisional(r),
  };
}

export function presentSubscription(
  s: { id: number; courseTitle: string; status: string; expiresAt: Date },
  now: number,
): WardOverview["subscriptions"][number] {
  return {
    id: s.id,
    courseTitle: s.courseTitle,
    status: s.status,
    expiresAt: s.expiresAt.toISOString(),
    active: s.status === "active" && s.expiresAt.getTime() > now,
  };
}
