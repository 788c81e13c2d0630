import type { AuthAnswer } from "@tq/contract/auth";
import type { MyWards } from "@tq/contract/guardians";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { NotFound } from "../../lib/errors.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { refuseWhileActing } from "../../policies/acting.ts";
import { authorize } from "../../policies/authorize.ts";
import { issueToken, revokeToken } from "../auth/tokens-repo.ts";
import { courseProgress } from "../catalog/progress-repo.ts";
import { presentAuthAnswer } from "../users/presenter.ts";
import { findUserById } from "../users/repo.ts";
import { GUARDIANS_ONLY } from "./refusals.ts";
import { presentLink, presentResult, presentSubscription } from "./presenter.ts";
import * as repo from "./repo.ts";
import { wardResults, wardSubscriptions } from "./ward-repo.ts";

/** A ward session lasts at most this long: the guardian acts for a while, then is themself again. */
export const WARD_SESSION_MAX_MS = 4 * 3600_000;

/** guardianpage: each ward with progress, released results and subscriptions. */
export async function myWards(ctx: AppContext, session: Session): Promise<MyWards> {
  authorize(session, "ward.follow", null, GUARDIANS_ONLY);
  return wardsOverview(ctx, session.user.id);
}

/** The guardian's wards with progress, results and subscriptions (guardianpage and the dashboard). */
export async function wardsOverview(ctx: AppContext, guardianId: number): Promise<MyWards> {
  const links = await repo.listLinks(ctx.db, "guardian", guardianId);
  const ids = links.map((l) => l.person.id);
  const [progress, subscriptions, results] = await Promise.all([
    courseProgress(ctx.db, ids),
    wardSubscriptions(ctx.db, ids),
    Promise.all(ids.map((id) => wardResults(ctx.db, id))),
  ]);
  const now = Date.now();
  return {
    wards: links.map((l, i) => ({
      ...presentLink(l),
      progress: progress.filter((p) => p.userId === l.person.id).map(({ userId: _u, ...p }) => p),
      results: (results[i] ?? []).map(presentResult),
      subscriptions: subscriptions.filter((s) => s.wardId === l.person.id).map((s) => presentSubscription(s, now)),
    })),
  };
}

/**
 * Ends a link from either side: the guardian (guardianpage) or the student (userprofile/three).
 * Anyone else, or a guardian acting as the ward, meets a missing link.
 */
export async function endLink(ctx: AppContext, session: Session, linkId: number, meta: RequestMeta): Promise<void> {
  authorize(session, "guardianship.end", null, "Only a guardian or their ward ends a guardianship.");
  refuseWhileActing(session, "Only the student or the guardian themself ends a guardianship.");
  const link = await repo.findLink(ctx.db, linkId);
  if (!link || !repo.linkHas(link, session.user.id)) throw NotFound("That guardianship");
  await repo.deleteLink(ctx.db, link);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.link_ended",
    targetType: "user",
    targetId: link.guardianId === session.user.id ? link.wardId : link.guardianId,
    ip: meta.ip,
    details: {
      guardianId: link.guardianId,
      wardId: link.wardId,
      by: link.guardianId === session.user.id ? "guardian" : "ward",
    },
  });
}

/**
 * "Act as ward": a token of kind 'ward' for the ward, remembering the guardian; the answer is
 * the ward's sign-in answer with originalId = the guardian (spec §4). Acting cannot be nested.
 * The guardian's own token is revoked: the client replaces it, and logout of the ward session
 * issues a fresh one, so no orphaned session of the guardian stays alive.
 */
export async function actAsWard(
  ctx: AppContext,
  session: Session,
  wardId: number,
  meta: RequestMeta,
): Promise<AuthAnswer> {
  authorize(session, "ward.actAs", null, GUARDIANS_ONLY);
  refuseWhileActing(session, "You are already acting for someone. Return to your own account first.");
  const link = await repo.findLinkByPair(ctx.db, session.user.id, wardId);
  const ward = link ? await findUserById(ctx.db, wardId) : undefined;
  if (!ward || ward.status !== "active") throw NotFound("That ward");
  const token = await issueToken(ctx.db, {
    userId: ward.id,
    kind: "ward",
    originalUserId: session.user.id,
    ttlMs: Math.min(ctx.config.tokenTtlMs, WARD_SESSION_MAX_MS),
    ...meta,
  });
  await revokeToken(ctx.db, session.tokenId);
  await audit(ctx.db, {
    actorId: session.user.id,
    realActorId: session.realUserId,
    action: "guardian.act_as_ward",
    targetType: "user",
    targetId: ward.id,
    ip: meta.ip,
  });
  return presentAuthAnswer(ward, token, session.user.id);
}
