import type {
  ModerationList,
  MyTestimony,
  MyTestimonyAnswer,
  PublicTestimonies,
  TestimonyBody,
  TestimonyDecision,
  TestimonyStatus,
} from "@tq/contract/testimonies";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { Conflict, NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import { versionCache } from "../../lib/version-cache.ts";
import { refuseWhileActing } from "../../policies/acting.ts";
import { authorize } from "../../policies/authorize.ts";
import { shortName } from "../classrooms/access.ts";
import * as repo from "./repo.ts";

export interface Actor {
  session: Session;
  ip: string;
}

/** How many approved testimonies home shows. */
const HOME_LIMIT = 12;
const publicCache = versionCache<PublicTestimonies>(1);

const mine = (r: repo.TestimonyRow): MyTestimony => ({
  id: r.id,
  text: r.text,
  rating: r.rating,
  status: r.status as TestimonyStatus,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const logged = (ctx: AppContext, actor: Actor, action: string, id: number, details: Record<string, unknown> = {}) =>
  audit(ctx.db, {
    actorId: actor.session.user.id,
    realActorId: actor.session.realUserId,
    action,
    targetType: "testimony",
    targetId: id,
    ip: actor.ip,
    details,
  });

/** A testimony speaks in the author's own voice: a guardian or an admin acting for them may not write it. */
const ACTING = "A testimony is written by the account holder themselves, not while acting for them.";

export async function myTestimony(ctx: AppContext, session: Session): Promise<MyTestimonyAnswer> {
  const row = await repo.findByUser(ctx.db, session.user.id);
  return { testimony: row ? mine(row) : null };
}

export async function submit(ctx: AppContext, actor: Actor, body: TestimonyBody): Promise<MyTestimony> {
  refuseWhileActing(actor.session, ACTING);
  const row = await repo.insertTestimony(ctx.db, {
    userId: actor.session.user.id,
    text: body.text,
    rating: body.rating ?? null,
  });
  if (!row) throw Conflict("You have already written a testimony; change it while it waits for review.");
  await logged(ctx, actor, "testimony.submitted", row.id, { rating: row.rating });
  return mine(row);
}

async function ownPending(ctx: AppContext, session: Session): Promise<repo.TestimonyRow> {
  const row = await repo.findByUser(ctx.db, session.user.id);
  if (!row) throw NotFound("Your testimony");
  if (row.status !== "pending") throw Conflict(reviewedMessage(row.status as TestimonyStatus));
  return row;
}

const reviewedMessage = (status: TestimonyStatus) =>
  status === "approved"
    ? "Your testimony is published; it can no longer be changed or withdrawn here. Write to us to take it down."
    : "Your testimony was already reviewed; it can no longer be changed.";

export async function edit(ctx: AppContext, actor: Actor, body: TestimonyBody): Promise<MyTestimony> {
  refuseWhileActing(actor.session, ACTING);
  const before = await ownPending(ctx, actor.session);
  const row = await repo.updatePending(ctx.db, before.id, { text: body.text, rating: body.rating ?? null });
  // Reviewed between our read and the update: say so rather than overwrite the decision.
  if (!row) throw Conflict(reviewedMessage("rejected"));
  await logged(ctx, actor, "testimony.edited", row.id, { rating: row.rating });
  return mine(row);
}

export async function withdraw(ctx: AppContext, actor: Actor): Promise<void> {
  refuseWhileActing(actor.session, ACTING);
  const before = await ownPending(ctx, actor.session);
  if (!(await repo.deletePending(ctx.db, before.id))) throw Conflict(reviewedMessage("rejected"));
  await logged(ctx, actor, "testimony.withdrawn", before.id);
}

export async function moderationList(
  ctx: AppContext,
  session: Session,
  status: TestimonyStatus | undefined,
): Promise<ModerationList> {
  authorize(session, "testimony.moderate", null);
  const rows = await repo.listForModeration(ctx.db, status);
  return {
    testimonies: rows.map((r) => ({
      ...mine(r.t),
      author: {
        id: r.t.userId,
        name: `${r.authorFirst} ${r.authorLast}`,
        email: r.authorEmail,
        country: r.authorCountry,
        role: r.authorRole,
      },
      decidedAt: r.t.decidedAt?.toISOString() ?? null,
      decidedBy: r.deciderFirst === null ? null : `${r.deciderFirst} ${r.deciderLast ?? ""}`.trim(),
    })),
  };
}

/** Which statuses each decision may start from, and where it leads. */
const TRANSITIONS: Record<TestimonyDecision["decision"], { from: TestimonyStatus[]; to: TestimonyStatus }> = {
  approve: { from: ["pending", "rejected", "unpublished"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  unpublish: { from: ["approved"], to: "unpublished" },
};

export async function decide(ctx: AppContext, actor: Actor, id: number, body: TestimonyDecision): Promise<MyTestimony> {
  authorize(actor.session, "testimony.moderate", null);
  const before = await repo.findById(ctx.db, id);
  if (!before) throw NotFound("That testimony");
  const rule = TRANSITIONS[body.decision];
  // Home shows approved testimonies from a cached answer (and cached HTML): recompute both.
  const row = await recordChange(
    ctx,
    actor.session,
    actor,
    {
      action: `testimony.${rule.to}`,
      targetType: "testimony",
      targetId: id,
      details: { from: before.status, authorId: before.userId },
    },
    async (tx) => {
      const decided = await repo.decide(tx, id, rule.from, rule.to, actor.session.user.id);
      if (!decided) throw Conflict(`A ${before.status} testimony cannot be ${rule.to}.`);
      return decided;
    },
  );
  return mine(row);
}

/** The approved testimonies as home shows them (public; memoized until a decision). */
export function publicTestimonies(ctx: AppContext): Promise<PublicTestimonies> {
  return publicCache(ctx, "home", async () => ({
    testimonies: (await repo.listApproved(ctx.db, HOME_LIMIT)).map((r) => ({
      id: r.id,
      name: shortName(r.firstname, r.lastname),
      country: r.countryName ?? r.countryCode,
      text: r.text,
      rating: r.rating,
    })),
  }));
}
