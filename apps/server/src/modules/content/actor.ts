import type { FastifyRequest } from "fastify";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { requireSession } from "../../plugins/auth.ts";

/** Who is changing helper content, for the policy check and the activity log. */
export interface Actor {
  session: Session;
  ip: string;
}

/** The signed-in caller (401 for a visitor). */
export function actorOf(request: FastifyRequest): Actor {
  return { session: requireSession(request), ip: request.ip };
}

/**
 * After a change to helper content: one line in the activity log, and public answers (the
 * palette, the gallery) are computed again (ADR 0007).
 */
export async function recordChange(
  ctx: AppContext,
  actor: Actor,
  entry: { action: string; targetType: string; targetId: string | number; details: Record<string, unknown> },
): Promise<void> {
  await audit(ctx.db, {
    actorId: actor.session.user.id,
    realActorId: actor.session.realUserId,
    ip: actor.ip,
    ...entry,
  });
  ctx.publicVersion.bump();
}
