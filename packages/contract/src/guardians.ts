import { z } from "zod";
import { Email, Id } from "./fields.ts";

/** Guardians (issue #5, ADR 0029): invitations, links, the guardian's view of each ward. */

const Iso = z.string();

export const InvitationIdParams = z.object({ invitationId: Id });
export const LinkIdParams = z.object({ linkId: Id });
export const WardIdParams = z.object({ wardId: Id });

/** A student invites a guardian by email (userprofile/three). */
export const InviteGuardianBody = z.object({ email: Email });
export type InviteGuardianBody = z.infer<typeof InviteGuardianBody>;

/** The invitation's secret from the emailed link, with the ward the link names. */
export const AcceptInvitationBody = z.object({
  // Capped like `Id`: a larger number would reach PostgreSQL's int4 and answer 500.
  wardId: z.number().int().positive().max(2_147_483_647, "This invitation link is not valid."),
  token: z.string().min(16, "This invitation link is not valid.").max(200, "This invitation link is not valid."),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

export const PersonSummary = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

export const GuardianLink = z.object({ linkId: z.number().int(), since: Iso, person: PersonSummary });
export type GuardianLink = z.infer<typeof GuardianLink>;

export const PendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  sentAt: Iso,
  expiresAt: Iso,
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

/** GET /api/guardians/mine: a student's guardians and open invitations. */
export const MyGuardians = z.object({ guardians: z.array(GuardianLink), invitations: z.array(PendingInvitation) });
export type MyGuardians = z.infer<typeof MyGuardians>;

export const WardCourseProgress = z.object({
  courseId: z.number().int(),
  courseTitle: z.string(),
  completed: z.number().int(),
  total: z.number().int(),
});

/** Only results released to the ward are shown to the guardian. */
export const WardResult = z.object({
  attemptId: z.number().int(),
  quizTitle: z.string(),
  mode: z.enum(["exam", "practice"]),
  submittedAt: Iso,
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** Some answer still waits for a marker, so the score may change: the ward's records say so too. */
  provisional: z.boolean(),
});

export const WardSubscription = z.object({
  id: z.number().int(),
  courseTitle: z.string(),
  status: z.string(),
  expiresAt: Iso,
  active: z.boolean(),
});

export const WardOverview = GuardianLink.extend({
  progress: z.array(WardCourseProgress),
  results: z.array(WardResult),
  subscriptions: z.array(WardSubscription),
});
export type WardOverview = z.infer<typeof WardOverview>;

/** GET /api/guardians/wards: guardianpage. */
export const MyWards = z.object({ wards: z.array(WardOverview) });
export type MyWards = z.infer<typeof MyWards>;

export const GuardianMessage = z.object({ message: z.string() });
